import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE, clampOffset } from './page-range';

export interface ListPage {
  /** The first row shown. */
  offset: number;
  setOffset: (offset: number) => void;
}

/** The page an admin list shows: back to the first whenever `selection` (its search or filter) changes. */
export function useListPage(selection: string): ListPage {
  const [page, setPage] = useState({ selection, offset: 0 });
  const offset = page.selection === selection ? page.offset : 0;
  return { offset, setOffset: (next) => setPage({ selection, offset: next }) };
}

/**
 * Moves `page` back to the last page when the list, once its `total` is known, has shrunk
 * below it (its last rows deleted here or elsewhere): never an empty page past the end.
 */
export function useKeepPageInRange({ offset, setOffset }: ListPage, total: number | null) {
  const inRange = total === null ? offset : clampOffset(offset, total, ADMIN_PAGE_SIZE);
  useEffect(() => {
    if (inRange !== offset) setOffset(inRange);
  }, [inRange, offset, setOffset]);
}
