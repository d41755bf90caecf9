import { META_DESCRIPTION_CHARS } from './limits.js';

const ESCAPED = 0xe000;

/**
 * Markdown → plain text for descriptions: no heading marks, emphasis, link targets,
 * images, inline HTML, quote or list marks, rules or table pipes.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      .replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1[^\n]*$/gm, ' ')
      // Escaped marks ("\*") are set aside as private-use characters and restored at the end.
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, (_, c: string) => String.fromCharCode(ESCAPED + c.charCodeAt(0)))
      // Reference definitions ("[1]: https://…") and footnote marks ("[^1]").
      .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, ' ')
      .replace(/\[\^[^\]]*\]/g, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<(https?:[^>\s]+)>/g, '$1')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm, '$1')
      .replace(/^ {0,3}(?:[-*_] *){3,}$/gm, ' ')
      .replace(/^\s*(?:>\s*)+/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
      .replace(/\s*\|\s*/g, ' ')
      .replace(/(\*\*\*|\*\*|\*|~~|`+)(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/(?<![\p{L}\p{N}])(__|_)(\S(?:.*?\S)?)\1(?![\p{L}\p{N}])/gu, '$2')
      .replace(/[\uE000-\uE07F]/g, (c) => String.fromCharCode(c.charCodeAt(0) - ESCAPED))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const HEADING = /^ {0,3}#{1,6}\s/;
const TAKEAWAYS_HEADING = /^ {0,3}#{1,6}\s+(?:key\s+takeaways?|tl;?\s?dr)\b/i;
const QUOTE = /^ {0,3}>/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const ATTRIBUTION = /^\s*[*_]*\s*(?:—|–|--?)\s*Episode\s+\d+\s+with\b/i;

/**
 * The answer's lead as plain text: its prose from the first paragraph on, without
 * headings, the Key Takeaways / TL;DR list, quotes and attribution lines. An answer
 * with no prose gives its takeaways; one with neither gives all its text.
 */
export function answerLead(markdown: string): string {
  const paragraphs = markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .split(/\n\s*\n/);
  const prose: string[] = [];
  const takeaways: string[] = [];
  let inTakeaways = false;
  for (const paragraph of paragraphs) {
    const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
    const kept: string[] = [];
    for (const line of lines) {
      if (HEADING.test(line)) {
        inTakeaways = TAKEAWAYS_HEADING.test(line);
        continue;
      }
      if (QUOTE.test(line) || ATTRIBUTION.test(line)) continue;
      kept.push(line);
    }
    if (kept.length === 0) continue;
    const text = markdownToPlainText(kept.join('\n'));
    if (text === '') continue;
    // The takeaways are the list under their heading; a paragraph after it is prose again.
    if (inTakeaways && !LIST_ITEM.test(kept[0]!)) inTakeaways = false;
    (inTakeaways ? takeaways : prose).push(text);
  }
  const lead = prose.length > 0 ? prose : takeaways;
  return lead.length > 0 ? lead.join(' ') : markdownToPlainText(markdown);
}

/** SPEC §2, §9: the answer's lead as plain text, its first 150 characters plus an ellipsis. */
export function metaDescription(markdown: string): string {
  const text = answerLead(markdown);
  return text.length > META_DESCRIPTION_CHARS ? `${text.slice(0, META_DESCRIPTION_CHARS)}...` : text;
}
