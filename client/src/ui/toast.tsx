import { useEffect, useRef, type PointerEvent } from 'react';
import hotToast, { Toaster as HotToaster, useToaster, type Toast as HotToast } from 'react-hot-toast';
import styled, { css } from 'styled-components';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@common/limits';
import { s, space } from '../theme/helpers';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds; default 5000 (SPEC §9). */
  duration?: number;
}

/**
 * SPEC §9: one toast at a time. Every toast has this id, so a new one replaces the one on
 * screen and the store never holds more than one (the SPEC's removal delay has nothing to keep).
 */
const TOAST_ID = 'app-toast';

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): void {
  hotToast.custom((t) => <ToastCard t={t} {...options} />, {
    id: TOAST_ID,
    duration: options.duration ?? TOAST_DURATION_MS,
  });
}

toast.dismiss = () => hotToast.dismiss(TOAST_ID);

/** The least time a progress toast stays on screen before its outcome replaces it, so that it can be read. */
export const PROGRESS_TOAST_MIN_MS = 1500;

/**
 * Shows a toast saying that work is under way ('Processing 12 timestamps'), kept on screen
 * while the work lasts. The returned function shows the outcome in its place, once the
 * progress toast has been up for at least PROGRESS_TOAST_MIN_MS: one toast at a time
 * (SPEC §9), and neither is replaced before it can be seen.
 */
export function progressToast(options: ToastOptions): (outcome: ToastOptions) => void {
  toast({ ...options, duration: Number.POSITIVE_INFINITY });
  const shownAt = Date.now();
  return (outcome) => {
    const wait = shownAt + PROGRESS_TOAST_MIN_MS - Date.now();
    if (wait <= 0) toast(outcome);
    else window.setTimeout(() => toast(outcome), wait);
  };
}

function ToastCard({ t, title, description, variant = 'default', action }: ToastOptions & { t: HotToast }) {
  const start = useRef<number | null>(null);
  const card = useRef<HTMLDivElement>(null);

  // Swipe right to dismiss, past a 50 px threshold.
  const onPointerDown = (e: PointerEvent) => (start.current = e.clientX);
  const onPointerMove = (e: PointerEvent) => {
    if (start.current === null || !card.current) return;
    card.current.style.transform = `translateX(${Math.max(0, e.clientX - start.current)}px)`;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const moved = e.clientX - start.current;
    start.current = null;
    if (moved > TOAST_SWIPE_THRESHOLD_PX) hotToast.dismiss(t.id);
    else if (card.current) card.current.style.transform = '';
  };

  return (
    <Card
      ref={card}
      $variant={variant}
      $visible={t.visible}
      // A failure interrupts; any other toast is read by the notification area's live region.
      role={variant === 'destructive' ? 'alert' : undefined}
      data-testid="toast"
      data-variant={variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {action && (
        <ActionButton
          type="button"
          onClick={() => {
            action.onClick();
            hotToast.dismiss(t.id);
          }}
        >
          {action.label}
        </ActionButton>
      )}
      <Close type="button" aria-label="Close notification" onClick={() => hotToast.dismiss(t.id)}>
        ×
      </Close>
    </Card>
  );
}

/**
 * The notification area; F8 moves focus to it (SPEC §9). While keyboard focus is inside it,
 * the toast stays (as while the pointer is over it): it does not vanish under a keyboard
 * user's focus halfway to its Close or action button.
 */
export function Toaster() {
  const region = useRef<HTMLDivElement>(null);
  const { handlers } = useToaster();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Region
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
      // On the page from the start, so what appears in it is read (a live region created
      // already filled often is not).
      aria-live="polite"
      onFocus={handlers.startPause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) handlers.endPause();
      }}
    >
      <HotToaster position="bottom-right" gutter={8} containerStyle={{ zIndex: 60 }} />
    </Region>
  );
}

const Region = styled.div`
  &:focus {
    outline: none;
  }
`;

const Card = styled.div<{ $variant: ToastVariant; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space('sm')};
  width: min(380px, calc(100vw - 32px));
  padding: ${space('md')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${s('border')};
  background: ${s('surface')};
  color: ${s('text')};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  touch-action: pan-y;
  transition:
    opacity 150ms ease,
    transform 150ms ease;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.color.danger};
      border-color: ${theme.color.danger};
      color: ${theme.color.onPrimary};
    `}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Description = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  opacity: 0.92;
`;

const ActionButton = styled.button`
  flex-shrink: 0;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 1px solid currentColor;
  background: transparent;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Close = styled.button`
  flex-shrink: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0.7;
  &:hover {
    opacity: 1;
  }
`;
