import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { s } from '../theme/helpers';

interface FieldProps {
  label: string;
  /** Shown under the control and linked with aria-describedby; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  background: ${({ theme, $invalid }) => ($invalid ? theme.color.dangerSoft : theme.color.surface)};
  color: ${s('text')};
  &::placeholder {
    color: ${s('textTertiary')};
  }
  &:focus-visible {
    outline: 3px solid ${s('focus')};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${s('surfaceMuted')};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 42px;
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

function useFieldIds(error?: string | null, hint?: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Frame({ id, label, error, hint, hideLabel, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <Wrap>
      <Label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {/* Tied to the field (aria-describedby), not an alert of its own: a refused submit moves
          focus to the first field to fix, which reads it; alerts from every field and the
          form's toast would say the same thing several times over. */}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrap>
  );
}

/** A labelled text input with its error message. */
export function TextField({ label, error, hint, hideLabel, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={input.id ?? id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <Input id={input.id ?? id} aria-invalid={Boolean(error)} aria-describedby={describedBy} $invalid={Boolean(error)} {...input} />
    </Frame>
  );
}

/** A labelled text area with its error message. */
export function TextAreaField({ label, error, hint, hideLabel, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={area.id ?? id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <TextArea id={area.id ?? id} aria-invalid={Boolean(error)} aria-describedby={describedBy} $invalid={Boolean(error)} {...area} />
    </Frame>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Hint = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ErrorText = styled.p`
  color: ${s('danger')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
