import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { Markdown } from './Markdown';

const renderMarkdown = (markdown: string) =>
  render(
    <ThemeProvider theme={theme}>
      <Markdown>{markdown}</Markdown>
    </ThemeProvider>,
  ).container;

describe('Markdown', () => {
  it('renders headings, emphasis, lists and blockquotes', () => {
    const html = renderMarkdown('## Key Takeaways\n\n- **Charge** for value\n\n> A quote').innerHTML;
    expect(html).toContain('<h2>Key Takeaways</h2>');
    expect(html).toContain('<strong>Charge</strong>');
    expect(html).toContain('<blockquote>');
  });

  it('empties link and image addresses with unsafe protocols and keeps safe and relative ones', () => {
    const container = renderMarkdown(
      '[a](javascript:alert(1)) [b](https://example.com) [c](/episodes/3#t=01:20) [d](mailto:hi@example.com) [e](data:text/html,x) ![i](data:image/png;base64,xx) ![j](https://example.com/i.png)',
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['', 'https://example.com', '/episodes/3#t=01:20', 'mailto:hi@example.com', '']);
    // An emptied image address is left out (an empty src would load the page itself).
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual([null, 'https://example.com/i.png']);
  });

  it('drops raw HTML', () => {
    const container = renderMarkdown('Hello <script>alert(1)</script><img src=x onerror="alert(1)"> <b onclick="x()">bold</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('onclick');
  });
});
