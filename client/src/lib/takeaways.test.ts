import { describe, expect, it } from 'vitest';
import { extractTakeaways } from './takeaways';

describe('extractTakeaways', () => {
  it('takes the Key Takeaways section up to the next heading', () => {
    const md = '## Key Takeaways\n\n- Charge for value\n- Test prices\n\n## What the guests said\n\nBody text.';
    expect(extractTakeaways(md)).toEqual({
      takeaways: '- Charge for value\n- Test prices',
      body: '## What the guests said\n\nBody text.',
    });
  });

  it('accepts a TL;DR heading at any level and keeps text before it', () => {
    const md = 'Intro line.\n\n### TL;DR\nShort version.\n\n# Details\nMore.';
    expect(extractTakeaways(md)).toEqual({ takeaways: 'Short version.', body: 'Intro line.\n\n# Details\nMore.' });
  });

  it('runs to the end when no heading follows', () => {
    expect(extractTakeaways('## key takeaways:\n- One\n- Two')).toEqual({ takeaways: '- One\n- Two', body: '' });
  });

  it('ignores headings inside code blocks', () => {
    const md = '## Key Takeaways\n- One\n```\n## not a heading\n```\n## Next\nText';
    expect(extractTakeaways(md).takeaways).toBe('- One\n```\n## not a heading\n```');
  });

  it('gives no takeaways when the section is missing or empty', () => {
    expect(extractTakeaways('Just an answer.\n\n## Sources')).toEqual({ takeaways: null, body: 'Just an answer.\n\n## Sources' });
    expect(extractTakeaways('## Key Takeaways\n\n## Answer\nText').takeaways).toBeNull();
  });

  it('does not take a heading that merely mentions takeaways', () => {
    expect(extractTakeaways('## Key takeaways from pricing experiments\nText').takeaways).toBeNull();
  });
});
