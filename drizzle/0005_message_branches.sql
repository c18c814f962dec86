ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
-- Chats written before branches are one line: a reply follows its user message, a user message the
-- latest reply before it, so every existing chat reads as the single branch it was.
UPDATE "messages" SET "parent_id" = "reply_to" WHERE "role" = 'assistant' AND "reply_to" IS NOT NULL;--> statement-breakpoint
UPDATE "messages" AS "m" SET "parent_id" = (
  SELECT "a"."id" FROM "messages" AS "a"
  WHERE "a"."session_id" = "m"."session_id" AND "a"."role" = 'assistant' AND "a"."status" = 'complete'
    AND "a"."timestamp" < "m"."timestamp"
  ORDER BY "a"."timestamp" DESC LIMIT 1
) WHERE "m"."role" = 'user';
