import type { DefaultTheme } from 'styled-components';

type Props = { theme: DefaultTheme };

/** A theme colour: `color: ${s('textSecondary')}`. */
export const s =
  (key: keyof DefaultTheme['color']) =>
  ({ theme }: Props) =>
    theme.color[key];

/** A spacing step in px: `padding: ${space('md')}`. */
export const space =
  (key: keyof DefaultTheme['space']) =>
  ({ theme }: Props) =>
    `${theme.space[key]}px`;

/** Media query from a breakpoint: `${above('tablet')} { … }`. */
export const above =
  (key: keyof DefaultTheme['breakpoint']) =>
  ({ theme }: Props) =>
    `@media (min-width: ${theme.breakpoint[key]}px)`;
