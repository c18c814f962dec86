CREATE TABLE "games" (
	"user_id" uuid NOT NULL,
	"id" text NOT NULL,
	"sport_type" text NOT NULL,
	"opponent" text NOT NULL,
	"played_on" date NOT NULL,
	"level" text NOT NULL,
	"quarter_minutes" integer NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "games_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_user_id_updated_at_id_index" ON "games" USING btree ("user_id","updated_at","id");