import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Focus moved by the keyboard scrolls into view below the sticky site header, not under it. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 88px; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    margin: 0;
  }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.color.primary}; }
  img, svg, video { max-width: 100%; }
  /* An icon beside text that wraps (a long guest name) keeps its size. */
  svg { flex-shrink: 0; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
