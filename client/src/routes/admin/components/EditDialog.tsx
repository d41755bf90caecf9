import type { ReactNode } from 'react';
import styled from 'styled-components';
import { above, s, space } from '../../../theme/helpers';
import { modalSurface, useModalDialog } from '../../../ui/modal-dialog';

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
  const { titleId, dialogProps } = useModalDialog(open, { busy, onCancel: onClose });
  return (
    <Dialog {...dialogProps}>
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
  ${modalSurface}
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
