import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AuthDeps } from './auth.machine';
import { AuthProvider } from './auth-provider';
import { RegisterPage } from './register-page';

function renderRegister() {
  const requestCode = vi.fn(async () => {});
  const deps = {
    fetchMe: vi.fn(),
    requestCode,
    verify: vi.fn(),
    logout: vi.fn(),
    updateProfile: vi.fn(),
    storage: { getToken: () => null, setToken: () => {}, paidReloadDone: () => false, markPaidReloadDone: () => {} },
    reload: vi.fn(),
    notify: vi.fn(),
  } satisfies AuthDeps;
  render(
    <MemoryRouter>
      <AuthProvider deps={deps}>
        <RegisterPage />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { requestCode };
}

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
