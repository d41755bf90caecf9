import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../theme/helpers';
import { Button } from './Button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Label while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (open → confirm → busy → closed, SPEC §4) on the native <dialog>:
 * focus is trapped and Escape cancels.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy = false, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby="confirm-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id="confirm-dialog-title">{title}</h2>
      {children && <Body>{children}</Body>}
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button $variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  padding: ${space('lg')};
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

const Body = styled.div`
  margin-top: ${space('sm')};
  color: ${s('textSecondary')};
  display: grid;
  gap: ${space('xs')};
`;

const Actions = styled.div`
  margin-top: ${space('lg')};
  display: flex;
  justify-content: flex-end;
  gap: ${space('sm')};
  flex-wrap: wrap;
`;
