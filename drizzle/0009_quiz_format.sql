ALTER TABLE "quizzes" ADD COLUMN "style" text DEFAULT 'multipleChoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "sheet" boolean DEFAULT false NOT NULL;