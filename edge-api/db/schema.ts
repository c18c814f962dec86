import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAID_PLANS, PERSONALITY_MODES, QUIZ_LENGTH, QUIZ_OPTION_LETTERS, SPORTS } from '../../shared/constants';
import { FEEDBACK_RATINGS, FEEDBACK_REASONS } from '../../shared/contract/feedback';
import { GAME_LEVELS, GAME_SPORTS, type GameDecision, type GameEvent } from '../../shared/contract/games';
import { PLAYBOOK_KINDS } from '../../shared/contract/playbook';
import { QUIZ_STYLES } from '../../shared/quiz-rules';
import { SHARE_KINDS } from '../../shared/contract/shares';
import type { PracticePlan } from '../../shared/practice-plan';

// Columns that hold one of a fixed set name it with `enum`: that types them in TypeScript only, so
// the database column stays plain text and no migration is needed to add a value.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index is what makes two sign-ups with one address impossible.
    email: text('email').notNull(),
    username: text('username'),
    name: text('name'),
    verified: boolean('verified').notNull().default(false),
    lastVerificationSent: timestamp('last_verification_sent', { withTimezone: true }),
    quizPoints: integer('quiz_points').notNull().default(0),
    quizQuestionStreak: integer('quiz_question_streak').notNull().default(0),
    quizQuestionsAnswered: integer('quiz_questions_answered').notNull().default(0),
    achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
    level: integer('level').notNull().default(1),
    /** The coach profile (shared/contract/profile.ts) as last saved; parsed on every read. */
    coachProfile: jsonb('coach_profile').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Usernames are unique regardless of case so 'Coach' and 'coach' cannot both exist.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
  ],
);

/** One pending code per address; a new code replaces the old one. Only a keyed hash is kept. */
export const verificationCodes = pgTable('verification_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  /** Set by register: the username to give the account the code creates. */
  pendingUsername: text('pending_username'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_sessions_token_hash_unique').on(table.tokenHash), index().on(table.userId)],
);

/** Fixed-window counters for rate limits (per IP, per address, per user burst). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Messages accepted per subject and period: 'user:<id>' per month or billing period,
 * 'fingerprint:<fp>' and 'session:<id>' for anonymous visitors over all time.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    subject: text('subject').notNull(),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.period] }),
    check('usage_count_non_negative', sql`${table.count} >= 0`),
  ],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A constraint, not just an index: messages reference it.
    sessionId: text('session_id').notNull().unique('chat_sessions_session_id_unique'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    browserFingerprint: text('browser_fingerprint'),
    personalityMode: text('personality_mode', { enum: PERSONALITY_MODES }).notNull().default('gameOnTheLine'),
    sportType: text('sport_type', { enum: SPORTS }).notNull().default('football'),
    title: text('title').notNull().default('New Chat'),
    // Set while the owner keeps the chat at the top of the history list.
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.userId, table.updatedAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    content: text('content').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
    personalityMode: text('personality_mode', { enum: PERSONALITY_MODES }).notNull().default('gameOnTheLine'),
    sportType: text('sport_type', { enum: SPORTS }).notNull().default('football'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    browserFingerprint: text('browser_fingerprint'),
    /** 'user:<id>' or 'fingerprint:<fp>': who wrote it, for idempotent replays. */
    authorKey: text('author_key').notNull(),
    clientMessageId: text('client_message_id'),
    /** For an assistant message, the user message it answers. */
    replyTo: uuid('reply_to'),
    /**
     * The message this one follows in its branch: a user message's is the reply it answers (null
     * for a chat's first), a reply's is its user message. Siblings of one role are versions.
     */
    parentId: uuid('parent_id'),
    /** pending while a reply is produced; complete once stored; failed when no reply could be made. */
    status: text('status', { enum: ['pending', 'complete', 'failed'] })
      .notNull()
      .default('complete'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('messages_author_client_id_unique').on(table.authorKey, table.clientMessageId),
    index().on(table.sessionId, table.timestamp),
    index().on(table.replyTo),
  ],
);

export const quizzes = pgTable('quizzes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** The sport the quiz is on. */
  topic: text('topic', { enum: SPORTS }).notNull(),
  /** What the player asked the quiz to be about ("offside"); null: the whole sport. */
  focus: text('focus'),
  /** How many questions this quiz has: the count the player asked for, or fewer when the bank has fewer on the topic. */
  questionCount: integer('question_count').notNull().default(QUIZ_LENGTH),
  /** The rule topics (quiz-topics.json ids) its questions are picked from; null: the coach picks. */
  topicIds: text('topic_ids').array(),
  /** How each question is put: A–D, a true-or-false claim, or a short answer typed with the options hidden. */
  style: text('style', { enum: QUIZ_STYLES }).notNull().default('multipleChoice'),
  /** Every question at once with the answer key at the end, as a coach prints it for a team: nothing is graded. */
  sheet: boolean('sheet').notNull().default(false),
  /** Game situations asked for ("what's the call?"): the bank's scenario questions on the topic come first. */
  scenario: boolean('scenario').notNull().default(false),
  /** The rule book asked for (content/rule-sets.json id, "nfhs"): no question framed on another is asked. */
  ruleSet: text('rule_set'),
  description: text('description'),
  difficulty: text('difficulty').notNull().default('medium'),
  sessionId: text('session_id'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctAnswer: text('correct_answer', { enum: QUIZ_OPTION_LETTERS }).notNull(),
    explanation: text('explanation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('quiz_questions_quiz_sequence_unique').on(table.quizId, table.sequence)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    score: integer('score').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each question scores at most once per user, however many times an answer is sent.
  (table) => [uniqueIndex('quiz_attempts_user_question_unique').on(table.userId, table.questionId)],
);

export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  resolved: boolean('resolved').notNull().default(false),
  createdAt: createdAt(),
});

export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** The latest known state of each provider subscription; the user's plan is derived from it on read. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    interval: text('interval').notNull().default('month'),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.userId)],
);

/** Checkout sessions of the local billing provider (Stripe keeps its own). */
export const localCheckouts = pgTable('local_checkouts', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PAID_PLANS }).notNull(),
  status: text('status', { enum: ['open', 'paid', 'canceled'] })
    .notNull()
    .default('open'),
  subscriptionId: text('subscription_id'),
  createdAt: createdAt(),
});

/** Each provider event id is processed once; a duplicate delivery changes nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail goes through here so a provider outage retries instead of losing the mail.
 * The payload is encrypted with a key derived from AUTH_SECRET: codes never sit in plain text.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.recipient, table.createdAt), index().on(table.sentAt, table.nextAttemptAt)],
);

/**
 * A user's saved answers, plays and plans. The id is the client's, unique per owner: a guest's item
 * keeps it when posted after sign-in, a replayed save finds it, and one account's ids never meet
 * another's. A deletion stays as a tombstone (deleted_at) so sync tells every device.
 */
export const playbookItems = pgTable(
  'playbook_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind', { enum: PLAYBOOK_KINDS }).notNull(),
    title: text('title').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    markdown: text('markdown').notNull(),
    plan: jsonb('plan').$type<PracticePlan>(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sportType: text('sport_type', { enum: SPORTS }).notNull(),
    personalityMode: text('personality_mode', { enum: PERSONALITY_MODES }),
    question: text('question'),
    sessionId: text('session_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    // Sync reads a user's changes in (updated_at, id) order.
    index().on(table.userId, table.updatedAt, table.id),
  ],
);

/**
 * Read-only links to a chat, an item or a tag. The id is the secret (192 random bits); a revoked
 * link keeps its row with revoked_at set, and answers exactly as an id that never existed.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    /** A chat's session id, an item's id or a tag. */
    target: text('target').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index().on(table.userId, table.kind, table.target)],
);

/**
 * A reply's thumbs up or down, one row per reply and author. Taking it back sets rating to null and
 * keeps the row, so sync tells the author's other devices.
 */
export const messageFeedback = pgTable(
  'message_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: FEEDBACK_RATINGS }),
    reason: text('reason', { enum: FEEDBACK_REASONS }),
    text: text('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('message_feedback_message_user_unique').on(table.messageId, table.userId),
    // Sync reads a user's changes in (updated_at, id) order.
    index().on(table.userId, table.updatedAt, table.id),
  ],
);

/**
 * A game in the game log, keyed like a playbook item by the owner and the client's id. Its taps and
 * decisions are one document each: a game is edited on one phone at a time, and the last copy to
 * reach the server wins whole. A deleted game keeps a tombstone so other devices drop it too.
 */
export const games = pgTable(
  'games',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    sportType: text('sport_type', { enum: GAME_SPORTS }).notNull(),
    opponent: text('opponent').notNull(),
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    level: text('level', { enum: GAME_LEVELS }).notNull(),
    quarterMinutes: integer('quarter_minutes').notNull(),
    events: jsonb('events').$type<GameEvent[]>().notNull().default([]),
    decisions: jsonb('decisions').$type<GameDecision[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    // Sync reads a user's changes in (updated_at, id) order.
    index().on(table.userId, table.updatedAt, table.id),
  ],
);

export const schema = {
  users,
  verificationCodes,
  authSessions,
  rateLimitHits,
  usageCounters,
  chatSessions,
  messages,
  quizzes,
  quizQuestions,
  quizAttempts,
  contactRequests,
  billingCustomers,
  subscriptions,
  localCheckouts,
  billingEvents,
  mailOutbox,
  playbookItems,
  shareLinks,
  messageFeedback,
  games,
};
