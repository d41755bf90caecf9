/** An answer split into its takeaways section and the rest. */
export interface AnswerParts {
  /** Markdown of the 'Key Takeaways' / 'TL;DR' section, without its heading; null when there is none. */
  takeaways: string | null;
  /** The answer without that section. */
  body: string;
}

const HEADING = /^ {0,3}#{1,6}\s/;
const TAKEAWAYS_HEADING = /^ {0,3}#{1,6}\s+(?:key\s+takeaways?|tl;?\s?dr)\b[\s:.!]*#*\s*$/i;
const FENCE = /^ {0,3}(?:```|~~~)/;

/**
 * SPEC §5: takeaways come from a markdown heading 'Key Takeaways' or 'TL;DR', up to the
 * next heading (headings inside code blocks don't count).
 */
export function extractTakeaways(markdown: string): AnswerParts {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let inFence = false;
  let start = -1;
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (start === -1) {
      if (TAKEAWAYS_HEADING.test(line)) start = i;
    } else if (HEADING.test(line)) {
      end = i;
      break;
    }
  }
  if (start === -1) return { takeaways: null, body: markdown.trim() };
  const takeaways = lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
  const body = [...lines.slice(0, start), ...lines.slice(end)].join('\n').trim();
  return { takeaways: takeaways === '' ? null : takeaways, body };
}
