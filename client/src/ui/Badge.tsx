import styled from 'styled-components';

export type BadgeTone = 'primary' | 'neutral' | 'accent' | 'success';

/** A small label: 'EP 12', 'Published', '34 views'. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ theme, $tone = 'primary' }) => {
    const c = theme.color;
    const tones = {
      primary: [c.primarySoft, c.primary],
      neutral: [c.surfaceMuted, c.textSecondary],
      accent: [c.accentSoft, c.accent],
      success: [c.successSoft, c.success],
    } as const;
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;
