import { useRef } from 'react';
import { Form } from 'react-final-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fieldErrors, LOGIN_MESSAGE, LoginInput } from '@common/validation';
import { useSession } from '../../../app/session';
import { above, s, space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { readFailure } from '../../../lib/request-errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { FormTextField } from '../components/FormFields';
import { useAdminTitle } from '../components/useAdminTitle';
import { adminReturnPath } from './return-path';
import { useLoginMutation } from './useLoginMutation';

interface LoginValues {
  username?: string;
  password?: string;
}

const validate = (values: LoginValues) => fieldErrors(LoginInput, { username: values.username ?? '', password: values.password ?? '' });

/** /admin/login: SPEC §2 Admin login, §5 Login, §6 roles, §8 Login toasts. */
export function LoginPage() {
  const session = useSession();
  const { user } = session;
  const navigate = useNavigate();
  // Back to the admin page the guard sent us from (an ended session), else the dashboard.
  const returnTo = adminReturnPath(useLocation().state);
  const [login] = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useAdminTitle('Login');

  if (user?.isAdmin) return <Navigate to={returnTo} replace />;

  const onSubmit = async (values: LoginValues) => {
    const input = LoginInput.parse({ username: values.username ?? '', password: values.password ?? '' });
    try {
      const { data } = await login({ variables: { input } });
      if (!data) throw new Error('No answer from the server');
      const signedIn = data.login;
      if (!signedIn.isAdmin) {
        // A valid account without admin rights: end that session too.
        await session.signOut().catch(() => undefined);
        toast({ title: 'Access denied', description: 'You do not have admin privileges.', variant: 'destructive' });
        return;
      }
      session.signIn({ id: signedIn.id, username: signedIn.username, isAdmin: signedIn.isAdmin });
      toast({ title: 'Login successful', description: `Welcome back, ${signedIn.username}.` });
      void navigate(returnTo, { replace: true });
    } catch (error) {
      const failure = readFailure(error);
      toast({
        title: 'Login failed',
        description: failure.network ? 'Login failed. Please try again.' : failure.message || 'Invalid username or password',
        variant: 'destructive',
      });
    }
  };

  return (
    <Wrap>
      <Card>
        <h1>Admin Login</h1>
        <Intro>Sign in to manage prompts and episodes.</Intro>
        <Form<LoginValues>
          onSubmit={onSubmit}
          validate={validate}
          render={({ handleSubmit, form, submitting }) => (
            <form
              ref={formRef}
              noValidate
              onSubmit={(event) => {
                void handleSubmit(event);
                if (form.getState().hasValidationErrors) {
                  toast({ title: 'Invalid input', description: LOGIN_MESSAGE, variant: 'destructive' });
                  focusFirstInvalid(formRef.current);
                }
              }}
            >
              <FormTextField name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
              <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" $block $size="lg" $softDisabled={submitting} aria-busy={submitting}>
                {submitting ? 'Logging in...' : 'Login'}
              </Button>
              <Note>Contact your administrator for login credentials</Note>
            </form>
          )}
        />
      </Card>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  place-items: start center;
  padding: ${space('xl')} ${space('md')} ${space('xxl')};
  ${above('tablet')} {
    padding-top: ${space('xxxl')};
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${space('lg')} ${space('md')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${above('tablet')} {
    padding: ${space('xl')};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  form {
    margin-top: ${space('lg')};
    display: grid;
    gap: ${space('md')};
  }
`;

const Intro = styled.p`
  margin-top: ${space('xxs')};
  color: ${s('textSecondary')};
`;

const Note = styled.p`
  text-align: center;
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
