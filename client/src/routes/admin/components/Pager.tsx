import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { pageRange } from './page-range';

interface PagerProps {
  /** What the pages hold, for screen readers: "Subscriber pages". */
  label: string;
  offset: number;
  /** Rows on the page shown. */
  shown: number;
  total: number;
  pageSize: number;
  /** While a page loads, neither button moves. */
  busy: boolean;
  onOffset: (offset: number) => void;
}

/** "Showing 51–100 of 230" with Previous and Next, under an admin list longer than a page; nothing otherwise. */
export function Pager({ label, offset, shown, total, pageSize, busy, onOffset }: PagerProps) {
  const range = pageRange(offset, shown, total);
  if (!range.hasPrevious && !range.hasNext) return null;
  return (
    <Nav aria-label={label}>
      <span role="status">{range.label}</span>
      <Button $variant="secondary" $size="sm" $softDisabled={!range.hasPrevious || busy} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        Previous
      </Button>
      <Button $variant="secondary" $size="sm" $softDisabled={!range.hasNext || busy} onClick={() => onOffset(offset + pageSize)}>
        Next
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space('xs')};
  margin-top: ${space('md')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  span {
    margin-right: auto;
  }
`;
