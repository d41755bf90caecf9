import { META_DESCRIPTION_CHARS } from './limits.js';

/** Markdown → plain text for descriptions: no heading marks, emphasis, link targets or quote marks. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^ {0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:>\s*)+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** SPEC §2, §9: the first 150 characters of the answer plus an ellipsis. */
export function metaDescription(markdown: string): string {
  const text = markdownToPlainText(markdown);
  return text.length > META_DESCRIPTION_CHARS ? `${text.slice(0, META_DESCRIPTION_CHARS)}...` : text;
}
