import { useEffect, useRef, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

interface AdminFormProps<T extends object> {
  initialValues: T;
  validate: (values: T) => ValidationErrors;
  onSubmit: (values: T) => Promise<SubmissionErrors | undefined | void>;
  /** The fields and buttons, given the form's state. */
  children: (state: FormRenderProps<T>) => ReactNode;
  /** Told when a submit starts and ends (and false when the form goes), e.g. to keep its dialog open meanwhile. */
  onSubmittingChange?: (submitting: boolean) => void;
}

/**
 * A react-final-form form of the admin area: validated by the rules of `common/` on submit
 * and again on change; after a refused submit the first invalid field gets the focus.
 */
export function AdminForm<T extends object>({ initialValues, validate, onSubmit, children, onSubmittingChange }: AdminFormProps<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<T>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      render={(state) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            void state.handleSubmit(event);
            if (state.form.getState().hasValidationErrors) focusFirstInvalid(formRef.current);
          }}
        >
          {children(state)}
          {onSubmittingChange && <SubmittingReport submitting={state.submitting === true} onChange={onSubmittingChange} />}
        </form>
      )}
    />
  );
}

/** Reports the form's submitting state to its owner, and false once the form is gone. */
function SubmittingReport({ submitting, onChange }: { submitting: boolean; onChange: (submitting: boolean) => void }) {
  useEffect(() => {
    onChange(submitting);
    return () => onChange(false);
  }, [submitting, onChange]);
  return null;
}
