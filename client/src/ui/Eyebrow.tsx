import styled from 'styled-components';
import { s } from '../theme/helpers';

/** The small upper-case line above a page's heading: 'Your question', 'Newsletter'. */
export const Eyebrow = styled.p`
  color: ${s('primary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;
