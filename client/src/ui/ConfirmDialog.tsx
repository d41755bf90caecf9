import type { ReactNode } from 'react';
import styled from 'styled-components';
import { s, space } from '../theme/helpers';
import { Button } from './Button';
import { modalSurface, useModalDialog } from './modal-dialog';

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
 * focus is trapped, Escape cancels, and what it asks is its description (read with its title).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy = false, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { titleId, descriptionId, dialogProps } = useModalDialog(open, { busy, onCancel });
  return (
    <Dialog {...dialogProps} aria-describedby={children ? descriptionId : undefined}>
      <h2 id={titleId}>{title}</h2>
      {children && <Body id={descriptionId}>{children}</Body>}
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button $variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} $softDisabled={busy} aria-busy={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  padding: ${space('lg')};
  ${modalSurface}
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
