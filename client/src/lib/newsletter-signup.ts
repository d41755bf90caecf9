import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_ERROR } from 'final-form';

/** When the site's own sign-up fails without a message of the server's (offline, server down). */
export const SIGNUP_FAILED = 'Sorry, we could not sign you up just now. Please try again.';

/** The form's field names (SPEC §2: the provider's fields_first_name and email). */
export interface SignupFormErrors {
  fields_first_name?: string;
  email?: string;
  [FORM_ERROR]?: string;
}

/**
 * react-final-form submit errors from a failed subscribeToNewsletter: the server's
 * field messages on their fields (firstName → fields_first_name), otherwise its message
 * (such as the hourly limit) for the whole form, otherwise SIGNUP_FAILED.
 */
export function signupSubmitErrors(error: unknown): SignupFormErrors {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields: unknown = first?.extensions?.fields;
    const errors: SignupFormErrors = {};
    if (typeof fields === 'object' && fields !== null) {
      const { firstName, email } = fields as Record<string, unknown>;
      if (typeof firstName === 'string') errors.fields_first_name = firstName;
      if (typeof email === 'string') errors.email = email;
    }
    if (errors.fields_first_name || errors.email) return errors;
    if (first?.message) return { [FORM_ERROR]: first.message };
  }
  return { [FORM_ERROR]: SIGNUP_FAILED };
}
