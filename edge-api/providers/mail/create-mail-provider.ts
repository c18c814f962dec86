import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createDevMailProvider } from './dev-mail';
import type { MailProvider } from './mail-provider';
import { createResendMailProvider } from './resend-mail';

export function createMailProvider(config: Config, logger: Logger): MailProvider {
  if (config.MAIL_PROVIDER === 'resend') {
    return createResendMailProvider({
      apiKey: config.RESEND_API_KEY!,
      from: config.MAIL_FROM,
      baseUrl: config.RESEND_BASE_URL,
    });
  }
  return createDevMailProvider(logger);
}
