import { LoginRequestSchema } from '../../../../shared/contract/auth';
import { ROUTES } from '../../paths';
import { CodeFlowScreen } from './code-flow-screen';

export function LoginPage() {
  return (
    <CodeFlowScreen
      flow="login"
      schema={LoginRequestSchema}
      emailStep={{
        title: 'Welcome back',
        subtitle: 'Sign in with a one-time code. No password needed.',
        submitLabel: 'Send code',
      }}
      switchFlow={{ prompt: 'New to Playcaller?', label: 'Create an account', to: ROUTES.register }}
      codeStep={{
        title: 'Check your e-mail',
        subtitle: 'Enter the code to finish signing in.',
        submitLabel: 'VERIFY & LOGIN',
        backLabel: 'Try again',
      }}
    />
  );
}
