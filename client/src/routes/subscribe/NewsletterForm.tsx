import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fieldErrors, NewsletterInput } from '@common/validation';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
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

const validate = (values: NewsletterValues) => fieldErrors(NewsletterInput, { fields_first_name: values.fields_first_name ?? '', email: values.email ?? '' });

/**
 * The newsletter sign-up (SPEC §2): validated here (SPEC §5), then posted by the
 * browser itself, as multipart, to the email provider's form; the provider sends the
 * visitor back to /#done.
 */
export function NewsletterForm({ layout = 'stacked' }: NewsletterFormProps) {
  const { newsletterFormAction, publicUrl } = useSite();
  const formElement = useRef<HTMLFormElement>(null);

  if (!newsletterFormAction) {
    return (
      <NotConfigured role="note">
        Newsletter sign-up is not available on this site yet: no email provider form has been configured. Please check back soon.
      </NotConfigured>
    );
  }

  const inline = layout === 'inline';
  return (
    <Form<NewsletterValues>
      onSubmit={() => formElement.current?.submit()}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form
          ref={formElement}
          method="post"
          action={newsletterFormAction}
          encType="multipart/form-data"
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          aria-label="Subscribe to the newsletter"
        >
          <input type="hidden" name="redirect" value={`${publicUrl}/#done`} />
          <Fields $inline={inline}>
            <Field<string> name="fields_first_name">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label="First Name"
                  hideLabel={inline}
                  placeholder="First Name"
                  autoComplete="given-name"
                  required
                  error={meta.touched && meta.error ? String(meta.error) : null}
                />
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
                  error={meta.touched && meta.error ? String(meta.error) : null}
                />
              )}
            </Field>
            <Button type="submit" $size="lg" disabled={submitting}>
              Subscribe
            </Button>
          </Fields>
          <Consent>
            By subscribing you agree to our <Link to={paths.privacy()}>Privacy Policy</Link> and <Link to={paths.terms()}>Terms of Service</Link>. One email a
            week; you can opt out at any time.
          </Consent>
        </form>
      )}
    />
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

const NotConfigured = styled.p`
  padding: ${space('md')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px dashed ${s('borderStrong')};
  background: ${s('surfaceMuted')};
  color: ${s('textSecondary')};
`;
