import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size = 'md' }) => ({ sm: 32, md: 40, lg: 48 })[$size]}px;
  padding: 0 ${({ $size = 'md' }) => ({ sm: 12, md: 16, lg: 22 })[$size]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid transparent;
  font-size: ${({ theme, $size = 'md' }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  white-space: nowrap;

  &:disabled,
  &[data-soft-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${({ theme, $variant = 'primary' }) => {
    const c = theme.color;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.borderStrong};
          &:hover:not(:disabled) {
            border-color: ${c.primary};
            color: ${c.primary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.textSecondary};
          &:hover:not(:disabled) {
            background: ${c.surfaceMuted};
            color: ${c.text};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
    }
  }}
`;

interface ButtonProps {
  type?: string;
  /**
   * Unavailable yet focusable: aria-disabled, and a click does nothing. For a button busy with
   * what it was pressed for, or a pager at its end: it keeps keyboard focus, where a disabled
   * button drops it to the page and the busy label is never heard.
   */
  $softDisabled?: boolean;
}

const ignoreClick = (event: { preventDefault: () => void }) => event.preventDefault();

/** The one button. `$variant`: primary (default), secondary, ghost, danger. */
export const Button = styled.button.attrs<ButtonProps>((p) => ({
  type: p.type ?? 'button',
  ...(p.$softDisabled ? { 'aria-disabled': true, 'data-soft-disabled': '', onClick: ignoreClick } : {}),
}))<ButtonStyleProps>`
  ${buttonStyle}
`;

/** An in-app link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
`;

/** An external link that looks like a button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;
