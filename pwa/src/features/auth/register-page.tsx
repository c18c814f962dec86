import { RegisterRequestSchema } from '../../../../shared/contract/auth';
import { ROUTES } from '../../paths';
import { CodeFlowScreen } from './code-flow-screen';

export function RegisterPage() {
  return (
    <CodeFlowScreen
      flow="register"
      schema={RegisterRequestSchema}
      fieldsBeforeEmail={[
        {
          name: 'username',
          label: 'Username',
          autoComplete: 'username',
          hint: '3–20 letters, numbers or underscores',
        },
      ]}
      emailStep={{
        title: 'Create your account',
        subtitle: 'Free to start: 15 messages a month with your AI coach.',
        submitLabel: 'INITIALIZE ACCESS',
      }}
      switchFlow={{ prompt: 'Already have an account?', label: 'Sign in', to: ROUTES.login }}
      codeStep={{
        title: 'Verify your e-mail',
        subtitle: 'Enter the code we sent you.',
        submitLabel: 'Verify',
        backLabel: 'Back',
      }}
    />
  );
}
