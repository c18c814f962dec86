ALTER TABLE "quizzes" ADD COLUMN "question_count" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "topic_ids" text[];