import styled from 'styled-components';
import { above, space } from '../theme/helpers';

/** Page width with side padding; `$width`: page (default), prose or narrow. */
export const Container = styled.div<{ $width?: 'page' | 'prose' | 'narrow' }>`
  width: 100%;
  max-width: ${({ theme, $width = 'page' }) => theme.maxWidth[$width] + 2 * theme.space.lg}px;
  margin: 0 auto;
  padding: 0 ${space('md')};
  ${above('tablet')} {
    padding: 0 ${space('lg')};
  }
`;

/** A page's main heading block. */
export const PageHeading = styled.header`
  display: grid;
  gap: ${space('xs')};
  padding: ${space('xl')} 0 ${space('lg')};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  ${above('tablet')} {
    padding-top: ${space('xxl')};
    h1 {
      font-size: ${({ theme }) => theme.fontSize.xxxl};
    }
  }
  p {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
