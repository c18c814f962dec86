import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { decryptText, encryptText } from '../crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { Mail, MailProvider } from '../providers/mail/mail-provider';

const MAX_ATTEMPTS = 12;
/** A claimed row is left alone this long, so two servers never send the same mail at once. */
const CLAIM_LEASE_MS = 60_000;

const StoredPayloadSchema = z.object({ text: z.string(), html: z.string(), code: z.string().nullable() });
type StoredPayload = z.infer<typeof StoredPayloadSchema>;

async function openPayload(secret: string, sealed: string): Promise<StoredPayload> {
  return StoredPayloadSchema.parse(JSON.parse(await decryptText(secret, sealed)));
}

export interface MailOutboxDeps {
  db: Database;
  mail: MailProvider;
  logger: Logger;
  secret: string;
  now: () => Date;
}

function backoffMs(attempts: number): number {
  return Math.min(2 ** attempts * 5_000, 30 * 60_000);
}

export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, mail, logger, secret, now } = deps;

  async function deliver(id: string): Promise<void> {
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now().getTime() + CLAIM_LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now())))
      .returning();
    const row = claimed[0];
    if (!row) return;
    try {
      const payload = await openPayload(secret, row.payload);
      await mail.send({ to: row.recipient, subject: row.subject, text: payload.text, html: payload.html });
      await db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
      const retryAt =
        row.attempts >= MAX_ATTEMPTS
          ? new Date('9999-12-31T00:00:00Z')
          : new Date(now().getTime() + backoffMs(row.attempts));
      await db.update(mailOutbox).set({ nextAttemptAt: retryAt, lastError: reason }).where(eq(mailOutbox.id, id));
      logger.error('mail.failed', { id, attempts: row.attempts, reason });
    }
  }

  return {
    /** Stores the mail (encrypted) and returns its id; delivery happens in `deliver`. */
    async enqueue(message: Mail, meta: { code?: string } = {}): Promise<string> {
      const payload: StoredPayload = { text: message.text, html: message.html, code: meta.code ?? null };
      const [row] = await db
        .insert(mailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          payload: await encryptText(secret, JSON.stringify(payload)),
          nextAttemptAt: now(),
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    deliver,

    /** Sends every mail whose retry time has come; the server calls this on a timer. */
    async deliverDue(limit = 20): Promise<number> {
      const due = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now())))
        .orderBy(mailOutbox.createdAt)
        .limit(limit);
      for (const { id } of due) await deliver(id);
      return due.length;
    },

    /** The dev mailbox: every mail to one address, newest first, decrypted. */
    async mailbox(recipient: string) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, recipient))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(50);
      return Promise.all(
        rows.map(async (row) => {
          const payload = await openPayload(secret, row.payload);
          return {
            to: row.recipient,
            subject: row.subject,
            text: payload.text,
            html: payload.html,
            code: payload.code,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      );
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * The outbox as every entry point builds it from its dependencies: the app's services and the
 * retry timer (Node) or cron trigger (Workers) must share one secret and clock, or retried mail
 * could not be read back.
 */
export function mailOutboxFor(deps: {
  db: Database;
  mail: MailProvider;
  logger: Logger;
  authSecret: string;
  clock: Clock;
}) {
  return createMailOutbox({
    db: deps.db,
    mail: deps.mail,
    logger: deps.logger,
    secret: deps.authSecret,
    now: () => deps.clock.now(),
  });
}
