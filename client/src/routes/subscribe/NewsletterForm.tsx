import { useMutation } from '@apollo/client/react';
import { useRef, type FormEvent } from 'react';
import type { FormApi } from 'final-form';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { graphql } from '@generated/gql';
import { fieldErrors, NewsletterInput } from '@common/validation';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { signupSubmitErrors } from '../../lib/newsletter-signup';
import { above, s, space } from '../../theme/helpers';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

interface NewsletterValues {
  fields_first_name?: string;
  email?: string;
}

interface NewsletterFormProps {
  /** 'inline': fields side by side with hidden labels, for the box inside an answer. */
  layout?: 'stacked' | 'inline';
}

const SubscribeToNewsletterDocument = graphql(`
  mutation SubscribeToNewsletter($input: SubscribeInput!) {
    subscribeToNewsletter(input: $input) {
      message
    }
  }
`);

const validate = (values: NewsletterValues) => fieldErrors(NewsletterInput, { fields_first_name: values.fields_first_name ?? '', email: values.email ?? '' });

/**
 * A field's message: its rule once the form was sent or the field was typed in and left (a
 * keyboard user tabbing past the box between the takeaways and the answer is not told off),
 * or the server's until it is edited again.
 */
const fieldError = (meta: FieldMetaState<string>) =>
  (meta.error && (meta.submitFailed || (meta.touched && meta.modified)) ? String(meta.error) : null) ??
  (meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : null);

/**
 * The newsletter sign-up (SPEC §2), validated here (SPEC §5). With an email provider
 * configured (NEWSLETTER_FORM_ACTION) the browser itself posts it, as multipart, to the
 * provider's form, which sends the visitor back to /#done. Without one the site keeps
 * the sign-up (subscribeToNewsletter) and sends the visitor to /#done itself.
 */
export function NewsletterForm({ layout = 'stacked' }: NewsletterFormProps) {
  const { newsletterFormAction } = useSite();
  const inline = layout === 'inline';
  return newsletterFormAction ? <ProviderForm action={newsletterFormAction} inline={inline} /> : <SiteForm inline={inline} />;
}

/** Submits; a submit the rules refuse moves focus to the first field to fix. */
function submitOrFocus(event: FormEvent<HTMLFormElement>, handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown, form: FormApi<NewsletterValues>) {
  const element = event.currentTarget;
  void handleSubmit(event);
  if (form.getState().hasValidationErrors) focusFirstInvalid(element);
}

function ProviderForm({ action, inline }: { action: string; inline: boolean }) {
  const { publicUrl } = useSite();
  const formElement = useRef<HTMLFormElement>(null);
  return (
    <Form<NewsletterValues>
      onSubmit={() => formElement.current?.submit()}
      validate={validate}
      render={({ handleSubmit, submitting, form }) => (
        <form
          ref={formElement}
          method="post"
          action={action}
          encType="multipart/form-data"
          onSubmit={(e) => submitOrFocus(e, handleSubmit, form)}
          noValidate
          aria-label="Subscribe to the newsletter"
        >
          <input type="hidden" name="redirect" value={`${publicUrl}/#done`} />
          <SignupFields inline={inline} submitting={submitting === true} />
        </form>
      )}
    />
  );
}

function SiteForm({ inline }: { inline: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [subscribe] = useMutation(SubscribeToNewsletterDocument);
  const onSubmit = async (values: NewsletterValues) => {
    try {
      await subscribe({ variables: { input: { firstName: values.fields_first_name ?? '', email: values.email ?? '', page: pathname } } });
    } catch (error) {
      return signupSubmitErrors(error);
    }
    // SPEC §2: after a successful sign-up the visitor returns home with the anchor 'done'.
    void navigate({ pathname: paths.home(), hash: '#done' });
    return undefined;
  };
  return (
    <Form<NewsletterValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={(e) => submitOrFocus(e, handleSubmit, form)} noValidate aria-label="Subscribe to the newsletter">
          <SignupFields inline={inline} submitting={submitting === true} formError={typeof submitError === 'string' ? submitError : null} />
        </form>
      )}
    />
  );
}

function SignupFields({ inline, submitting, formError = null }: { inline: boolean; submitting: boolean; formError?: string | null }) {
  return (
    <>
      <Fields $inline={inline}>
        <Field<string> name="fields_first_name">
          {({ input, meta }) => (
            <TextField {...input} label="First Name" hideLabel={inline} placeholder="First Name" autoComplete="given-name" required error={fieldError(meta)} />
          )}
        </Field>
        {/* SPEC §5 takes lowercase addresses: "Ada@Example.com" (a phone capitalises the first letter) is kept and sent as "ada@example.com". */}
        <Field<string> name="email" parse={(value: string) => value.toLowerCase()}>
          {({ input, meta }) => (
            <TextField
              {...input}
              type="email"
              label="Email"
              hideLabel={inline}
              placeholder="Email"
              autoComplete="email"
              inputMode="email"
              required
              error={fieldError(meta)}
            />
          )}
        </Field>
        <Button type="submit" $size="lg" $softDisabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Fields>
      {formError && <FormError role="alert">{formError}</FormError>}
      <Consent>
        By subscribing you agree to our <Link to={paths.privacy()}>Privacy Policy</Link> and <Link to={paths.terms()}>Terms of Service</Link>. One email a week;
        you can opt out at any time.
      </Consent>
    </>
  );
}

const Fields = styled.div<{ $inline: boolean }>`
  display: grid;
  gap: ${space('sm')};
  align-items: start;
  ${({ $inline }) =>
    $inline &&
    css`
      ${above('tablet')} {
        grid-template-columns: 1fr 1.3fr auto;
      }
    `}
  button {
    margin-top: ${({ $inline }) => ($inline ? 0 : 4)}px;
  }
`;

const Consent = styled.p`
  margin-top: ${space('sm')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FormError = styled.p`
  margin-top: ${space('sm')};
  padding: ${space('xs')} ${space('sm')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('dangerSoft')};
  color: ${s('danger')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
