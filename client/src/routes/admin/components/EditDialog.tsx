import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { above, s, space } from '../../../theme/helpers';

interface EditDialogProps {
  open: boolean;
  title: string;
  /** Called on Escape or the close button; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** A modal for an editing form, on the native <dialog> (focus stays inside, Escape closes). */
export function EditDialog({ open, title, onClose, busy = false, children }: EditDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Close type="button" aria-label="Close" onClick={onClose} disabled={busy}>
          ×
        </Close>
      </Head>
      {open && children}
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(760px, calc(100vw - 16px));
  max-height: calc(100dvh - 16px);
  padding: ${space('md')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
  color: ${s('text')};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &::backdrop {
    background: ${s('overlay')};
  }
  ${above('tablet')} {
    padding: ${space('lg')};
    max-height: calc(100dvh - 64px);
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${space('sm')};
  margin-bottom: ${space('md')};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Close = styled.button`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: transparent;
  color: ${s('textSecondary')};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${s('surfaceMuted')};
    color: ${s('text')};
  }
`;
