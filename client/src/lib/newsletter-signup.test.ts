import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { SIGNUP_FAILED, signupSubmitErrors } from './newsletter-signup';

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('signupSubmitErrors', () => {
  it("puts the server's field messages on the form's fields", () => {
    const error = graphQLError('First name is required', {
      code: 'BAD_USER_INPUT',
      fields: { firstName: 'First name is required', email: 'Please enter a valid email address' },
    });
    expect(signupSubmitErrors(error)).toEqual({ fields_first_name: 'First name is required', email: 'Please enter a valid email address' });
  });

  it("shows the server's message for the whole form when it names no form field (the hourly limit)", () => {
    const error = graphQLError('Too many newsletter sign-ups from your address. Please try again in 12 minutes.', { code: 'RATE_LIMITED' });
    expect(signupSubmitErrors(error)).toEqual({ [FORM_ERROR]: 'Too many newsletter sign-ups from your address. Please try again in 12 minutes.' });
  });

  it('falls back to a plain sentence when the server did not answer', () => {
    expect(signupSubmitErrors(new TypeError('Failed to fetch'))).toEqual({ [FORM_ERROR]: SIGNUP_FAILED });
  });
});
