import styled from 'styled-components';
import { s } from '../../../theme/helpers';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, e.g. "Published". */
  label: string;
  /** Show the label next to the switch (otherwise it is for screen readers only). */
  showLabel?: boolean;
  disabled?: boolean;
}

/** An on/off switch (role="switch"): Space or Enter toggles it. */
export function Switch({ checked, onChange, label, showLabel = false, disabled = false }: SwitchProps) {
  return (
    <Wrap>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={showLabel ? undefined : label}
        // Unavailable while it saves, yet focusable: a disabled button would drop keyboard focus to the page.
        aria-disabled={disabled || undefined}
        $on={checked}
        onClick={() => {
          if (!disabled) onChange(!checked);
        }}
      >
        <Thumb $on={checked} aria-hidden="true" />
        {showLabel && <LabelText>{label}</LabelText>}
      </Track>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${s('text')};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &::before {
    content: '';
    flex-shrink: 0;
    width: 44px;
    height: 24px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme, $on }) => ($on ? theme.color.success : theme.color.borderStrong)};
    transition: background 120ms ease;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${s('focus')};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
  }
`;

const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  left: ${({ $on }) => ($on ? 23 : 3)}px;
  top: 50%;
  width: 18px;
  height: 18px;
  margin-top: -9px;
  border-radius: 50%;
  background: ${s('surface')};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: left 120ms ease;
`;

const LabelText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
