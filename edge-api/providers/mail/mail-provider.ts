export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one e-mail or throws; retries are the outbox's job, not the provider's. */
export interface MailProvider {
  readonly name: 'dev' | 'resend';
  send(mail: Mail): Promise<void>;
}
