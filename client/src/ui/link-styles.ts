import { css } from 'styled-components';
import { s, space } from '../theme/helpers';

/** A link shaped as a 40 px tall target: navigation entries, the subscribe button, back links. */
export const linkTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${space('sm')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
`;

/** A quiet navigation link: secondary text that darkens on a muted background when hovered. */
export const quietLink = css`
  ${linkTarget}
  color: ${s('textSecondary')};
  &:hover {
    color: ${s('text')};
    background: ${s('surfaceMuted')};
  }
`;
