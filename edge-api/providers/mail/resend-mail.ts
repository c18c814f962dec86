import { Resend } from 'resend';
import type { MailProvider } from './mail-provider';

export function createResendMailProvider(options: { apiKey: string; from: string; baseUrl?: string }): MailProvider {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    name: 'resend',
    async send(mail) {
      const { error } = await resend.emails.send({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // Only the provider's error name goes up: its message may echo the request.
      if (error) throw new Error(`Resend refused the mail: ${error.name}`);
    },
  };
}
