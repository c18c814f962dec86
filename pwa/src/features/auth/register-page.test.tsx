import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuthPage } from './render-auth-page';
import { RegisterPage } from './register-page';

const renderRegister = () => renderAuthPage(<RegisterPage />);

describe('the register form', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(21), 'Username cannot exceed 20 characters'],
    ['no spaces', 'Username can only contain letters, numbers, and underscores'],
  ])('shows the rule for the username %j inline and sends nothing', async (username, message) => {
    const { requestCode } = renderRegister();
    await userEvent.type(screen.getByLabelText('Username'), username);
    await userEvent.type(screen.getByLabelText('Email'), 'coach@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'INITIALIZE ACCESS' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('shows the e-mail rule inline', async () => {
    renderRegister();
    await userEvent.type(screen.getByLabelText('Username'), 'coach_k');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'INITIALIZE ACCESS' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('requests a code with valid input and moves to the code step', async () => {
    const { requestCode } = renderRegister();
    await userEvent.type(screen.getByLabelText('Username'), 'coach_k');
    await userEvent.type(screen.getByLabelText('Email'), 'Coach@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'INITIALIZE ACCESS' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(requestCode).toHaveBeenCalledWith({ flow: 'register', email: 'coach@example.com', username: 'coach_k' });
  });
});
