import type { Logger } from '../../logger';
import type { MailProvider } from './mail-provider';

/**
 * Keeps mail in the outbox table, where GET /api/dev/mailbox reads it. The console line names the
 * recipient and subject only: the code itself is read from the mailbox, never from logs.
 */
export function createDevMailProvider(logger: Logger): MailProvider {
  return {
    name: 'dev',
    async send(mail) {
      logger.info('mail.dev', { to: mail.to, subject: mail.subject, read: '/api/dev/mailbox?to=' + mail.to });
    },
  };
}
