CREATE TABLE "catalogue_meta" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"size" text NOT NULL,
	"seed" integer NOT NULL,
	"seeded_on" date NOT NULL,
	"availability_start" date NOT NULL,
	"availability_days" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "themes" ALTER COLUMN "slug" SET DATA TYPE jsonb USING to_jsonb("slug");--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "icon" text NOT NULL DEFAULT 'tag';