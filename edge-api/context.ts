import type { Context } from 'hono';
import type { Config } from './config';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { CoachProvider } from './providers/coach/coach-provider';
import type { MailProvider } from './providers/mail/mail-provider';
import type { AuthService } from './services/auth.service';
import type { BillingService } from './services/billing.service';
import type { ChatService } from './services/chat.service';
import type { ContactService } from './services/contact.service';
import type { FeedbackService } from './services/feedback.service';
import type { MailOutbox } from './services/mail-outbox';
import type { GamesService } from './services/games.service';
import type { PlaybookService } from './services/playbook.service';
import type { QuizService } from './services/quiz.service';
import type { SharesService } from './services/shares.service';
import type { SyncService } from './services/sync.service';
import type { UserRow } from './services/users.service';

/** Everything the app is built from. Entry points and tests each make their own; nothing is global. */
export interface AppDeps {
  config: Config;
  db: Database;
  dbDriver: 'pglite' | 'postgres';
  clock: Clock;
  logger: Logger;
  mail: MailProvider;
  coach: CoachProvider;
  /** Keys code hashes and the mail outbox encryption. */
  authSecret: string;
  /** Runs work after the response; Node fires and forgets, Workers use waitUntil. */
  defer: (work: Promise<unknown>) => void;
  /** The caller's address, as the runtime knows it. */
  clientIp: (c: Context) => string;
}

export interface Services {
  auth: AuthService;
  outbox: MailOutbox;
  chat: ChatService;
  quiz: QuizService;
  sync: SyncService;
  contact: ContactService;
  billing: BillingService;
  playbook: PlaybookService;
  shares: SharesService;
  feedback: FeedbackService;
  games: GamesService;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    services: Services;
    user: UserRow | null;
    token: string | null;
    requestId: string;
  };
};
