import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/validation';
import { renderAuthPage } from './render-auth-page';
import { LoginPage } from './login-page';

const renderLogin = () => renderAuthPage(<LoginPage />);

async function reachCodeStep() {
  await userEvent.type(screen.getByLabelText('Email'), 'Coach@Example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Verification code');
}

describe('the login form', () => {
  it('shows the e-mail rule inline and sends nothing', async () => {
    const { requestCode } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('asks for a code for the normalised address and names it on the code step', async () => {
    const { requestCode } = renderLogin();
    await reachCodeStep();
    expect(requestCode).toHaveBeenCalledWith({ flow: 'login', email: 'coach@example.com' });
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('coach@example.com')).toBeInTheDocument();
  });

  it('keeps only digits of what is typed as the code and verifies it', async () => {
    const { verify } = renderLogin();
    const code = await reachCodeStep();
    await userEvent.type(code, '12a34-56789');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'VERIFY & LOGIN' }));
    expect(verify).toHaveBeenCalledWith({ email: 'coach@example.com', code: '123456' });
  });

  it('refuses a short code inline without verifying', async () => {
    const { verify } = renderLogin();
    const code = await reachCodeStep();
    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'VERIFY & LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.code);
    expect(verify).not.toHaveBeenCalled();
  });

  it("'Try again' returns to the e-mail step with the address still filled in", async () => {
    renderLogin();
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('Coach@Example.com');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
