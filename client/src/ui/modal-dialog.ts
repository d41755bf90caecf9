import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import { css } from 'styled-components';
import { s } from '../theme/helpers';

/**
 * The element that last had focus: the control that opened a dialog, even when it lost focus
 * before the dialog showed (a button disabled while what the dialog edits loads).
 */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') document.addEventListener('focusin', (event) => (lastFocused = event.target as Element), true);

/** Focus back to `opener` when it is still on the page and can take it; else to the page's main region. */
function restoreFocus(opener: Element | null) {
  if (opener instanceof HTMLElement && opener.isConnected && !opener.matches(':disabled')) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * A modal on the native <dialog>: shown with showModal() while `open` (focus stays inside,
 * the page behind it is inert) and closed otherwise. Escape asks `onCancel`, and nothing
 * else, unless `busy`: the dialog never closes on its own, so whether it is open stays with
 * its owner. When it closes (or its owner removes it), focus goes back to the control that
 * opened it, or to the page's main region when that control is gone (a deleted row's). Spread
 * `dialogProps` on the <dialog>, give its title the id `titleId` and what it asks the id
 * `descriptionId`.
 */
export function useModalDialog(open: boolean, { busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement && document.activeElement !== document.body ? document.activeElement : lastFocused;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus(opener.current);
    }
  }, [open]);
  // A dialog its owner unmounts while open gives focus back too.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) restoreFocus(opener.current);
    };
  }, []);
  return {
    titleId,
    descriptionId,
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
