import { describe, expect, it } from 'vitest';
import { markdownToPlainText, metaDescription } from './meta.js';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    const md = '## Key Takeaways\n\n- **Charge** for the _value_ metric\n1. See [episode 1](/episodes/1)\n\n> “Quote”\n\n`code`';
    expect(markdownToPlainText(md)).toBe('Key Takeaways Charge for the value metric See episode 1 “Quote” code');
  });
});

describe('metaDescription', () => {
  it('is the first 150 characters plus an ellipsis', () => {
    const md = `# Title\n\n${'word '.repeat(60)}`;
    const description = metaDescription(md);
    expect(description).toHaveLength(153);
    expect(description.startsWith('Title word word')).toBe(true);
    expect(description.endsWith('...')).toBe(true);
  });

  it('keeps a short answer whole', () => {
    expect(metaDescription('A short answer.')).toBe('A short answer.');
  });
});
