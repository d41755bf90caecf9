import type { ComponentProps } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { TextAreaField, TextField } from '../../../ui/Field';

/**
 * SPEC §5: validation runs on submit and re-validates on change, so a rule's message
 * shows once a submit was tried; a server's field error shows until the field changes.
 * A rule's message is about the value in the field, so it comes first: a submit the rules
 * block sends nothing, but final-form then counts the field as unchanged since that
 * submit, which would bring back the server's error about the earlier value.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (typeof meta.error === 'string' && meta.submitFailed) return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

/** Keep '' as '' (react-final-form turns an emptied control into undefined by default). */
const keepText = (value: unknown) => (typeof value === 'string' ? value : '');

type TextProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & { name: string };
type AreaProps = Omit<ComponentProps<typeof TextAreaField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & { name: string };

/** The props that bind a labelled field to a react-final-form field. */
function useBoundField(name: string) {
  const { input, meta } = useField<string>(name, { parse: keepText });
  return { name: input.name, value: input.value ?? '', onChange: input.onChange, onBlur: input.onBlur, onFocus: input.onFocus, error: visibleError(meta) };
}

/** A labelled input bound to a react-final-form field. */
export function FormTextField({ name, ...props }: TextProps) {
  return <TextField {...props} {...useBoundField(name)} />;
}

/** A labelled text area bound to a react-final-form field. */
export function FormTextAreaField({ name, ...props }: AreaProps) {
  return <TextAreaField {...props} {...useBoundField(name)} />;
}

/**
 * A submit button that looks and announces itself disabled (aria-disabled) while the
 * form is invalid, yet still submits, so that the messages of SPEC §5 appear; it is
 * truly disabled while saving. Give it type="submit".
 */
export const SubmitButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
