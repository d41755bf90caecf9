import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';

/** The parts every searchable admin list shares: its filter box, status line, loading rows and empty note. */

export const ListFilter = styled.div`
  margin-bottom: ${space('md')};
  max-width: 480px;
`;

export const ListStatus = styled.p`
  min-height: 1.25em;
  margin-top: 4px;
  color: ${s('textTertiary')};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

export const ListLoading = styled.div`
  display: grid;
  gap: ${space('sm')};
`;

/** Announced when a filter or search leaves nothing to list. */
export const ListEmpty = styled.p.attrs({ role: 'status' })`
  color: ${s('textSecondary')};
`;
