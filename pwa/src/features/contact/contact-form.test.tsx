import { testUser } from '../../test-user';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contract/auth';
import { AUTH_HEADER } from '../../../../shared/contract/headers';
import { MESSAGES } from '../../../../shared/validation';
import { SessionContext, type Session } from '../../session';
import { dismissToast, Toaster } from '../../ui/toast';
import { ContactForm } from './contact-form';

const USER = testUser({
  id: 'user-1',
  email: 'dana@example.com',
  username: 'coach_dana',
  name: 'Dana Whitfield',
  messageCount: 3,
});

function session(user: User | null): Session {
  return {
    status: user ? 'signedIn' : 'signedOut',
    user,
    token: user ? 'token-123' : null,
    refreshUser: vi.fn(),
    setUser: vi.fn(),
    logout: vi.fn(),
  };
}

function renderForm(user: User | null = null) {
  const result = render(
    <SessionContext.Provider value={session(user)}>
      <ContactForm />
      <Toaster />
    </SessionContext.Provider>,
  );
  return {
    ...result,
    rerenderWith: (next: User | null) =>
      result.rerender(
        <SessionContext.Provider value={session(next)}>
          <ContactForm />
          <Toaster />
        </SessionContext.Provider>,
      ),
  };
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

async function fillValid() {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Name', 'Riley Park'],
    ['Email', 'riley@example.com'],
    ['Subject', 'Leaderboard'],
    ['Message', 'When does the quiz leaderboard reset?'],
  ] as const) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dismissToast();
});

describe('the contact form', () => {
  it('shows all four rules inline and sends nothing when every field is too short', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = userEvent.setup();
    await user.type(field('Name'), 'R');
    await user.type(field('Email'), 'riley-at-example');
    await user.type(field('Subject'), 'Hi');
    await user.type(field('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(MESSAGES.contactName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactSubject)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactMessage)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription(MESSAGES.contactName);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a rule as soon as that field is edited', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.contactSubject)).toBeInTheDocument();
    await user.type(field('Subject'), 'Billing');
    expect(screen.queryByText(MESSAGES.contactSubject)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactName)).toBeInTheDocument();
  });

  it("prefills the signed-in user's display name and e-mail, and leaves subject and message empty", () => {
    renderForm(USER);
    expect(field('Name')).toHaveValue('Dana Whitfield');
    expect(field('Email')).toHaveValue('dana@example.com');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('falls back to the part of the e-mail before the @ when the user has no name', () => {
    renderForm({ ...USER, name: null });
    expect(field('Name')).toHaveValue('dana');
  });

  it('prefills a user who arrives after the first render, without overwriting what was typed', async () => {
    const { rerenderWith } = renderForm(null);
    expect(field('Name')).toHaveValue('');
    await userEvent.setup().type(field('Subject'), 'Typed before sign-in');
    rerenderWith(USER);
    expect(field('Name')).toHaveValue('Dana Whitfield');
    expect(field('Subject')).toHaveValue('Typed before sign-in');
  });

  it('sends the trimmed request with the token, shows the success view and toast, then a fresh prefilled form', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { success: true, id: 'c-1' }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm(USER);
    const user = userEvent.setup();
    await user.type(field('Subject'), '  Leaderboard  ');
    await user.type(field('Message'), 'When does the quiz leaderboard reset?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toHaveFocus();
    expect(screen.getByTestId('toast')).toHaveTextContent('Message sent!');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'success');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get(AUTH_HEADER)).toBe('token-123');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      subject: 'Leaderboard',
      message: 'When does the quiz leaderboard reset?',
    });

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Name')).toHaveValue('Dana Whitfield');
    expect(field('Email')).toHaveValue('dana@example.com');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(field('Name')).toHaveFocus();
  });

  it('shows the sending state and sends once, however often the button is pressed', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(field('Message')).toHaveAttribute('readonly');
    await user.click(sending);
    answer(jsonResponse(201, { success: true, id: 'c-2' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message in an Error toast and keeps every field on failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, { message: 'Too many requests. Please wait a moment and try again.' })),
    );
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(toast).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(field('Name')).toHaveValue('Riley Park');
    expect(field('Email')).toHaveValue('riley@example.com');
    expect(field('Subject')).toHaveValue('Leaderboard');
    expect(field('Message')).toHaveValue('When does the quiz leaderboard reset?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('falls back to the generic failure text when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to submit contact request');
    expect(field('Message')).toHaveValue('When does the quiz leaderboard reset?');
  });
});
