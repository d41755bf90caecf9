import styled from 'styled-components';
import { above, s, space } from '../../../theme/helpers';

/**
 * A data table on tablets and desktops; on phones each row becomes a card and each
 * cell shows its column name from `data-label` (the header row is hidden visually but
 * kept for screen readers).
 */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th {
    text-align: left;
    color: ${s('textSecondary')};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: grid;
      gap: ${space('sm')};
    }
    tr {
      display: grid;
      gap: ${space('xs')};
      padding: ${space('sm')};
      border: 1px solid ${s('border')};
      border-radius: ${({ theme }) => theme.radius.md}px;
    }
    td {
      display: grid;
      grid-template-columns: 6.5rem 1fr;
      gap: ${space('xs')};
      align-items: start;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${s('textSecondary')};
      font-weight: ${({ theme }) => theme.fontWeight.medium};
    }
    td:not([data-label]) {
      grid-template-columns: 1fr;
    }
  }

  ${above('tablet')} {
    th,
    td {
      padding: ${space('sm')} ${space('sm')} ${space('sm')} 0;
      border-bottom: 1px solid ${s('border')};
      vertical-align: middle;
    }
    tbody tr:last-child td {
      border-bottom: 0;
    }
    th:last-child,
    td:last-child {
      padding-right: 0;
    }
  }
`;

/** Buttons and links of one row, wrapping on narrow screens. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  ${above('tablet')} {
    flex-wrap: nowrap;
    justify-content: flex-end;
  }
`;
