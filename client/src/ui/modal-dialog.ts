import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import { css } from 'styled-components';
import { s } from '../theme/helpers';

/**
 * A modal on the native <dialog>: shown with showModal() while `open` (focus stays inside,
 * the page behind it is inert) and closed otherwise. Escape asks `onCancel`, and nothing
 * else, unless `busy`: the dialog never closes on its own, so whether it is open stays with
 * its owner. Spread `dialogProps` on the <dialog> and give its title the id `titleId`.
 */
export function useModalDialog(open: boolean, { busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    titleId,
    dialogProps: {
      ref,
      'aria-labelledby': titleId,
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        if (!busy) onCancel();
      },
    },
  };
}

/** What every modal looks like: a raised surface over the dimmed page, its title in the dialog's heading size. */
export const modalSurface = css`
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
  color: ${s('text')};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &::backdrop {
    background: ${s('overlay')};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
