-- Per-client request counters shared by every API process (ARCHITECTURE.md 'Several instances': rate limits live in
-- PostgreSQL). One row per limited route ("bucket"), client (hashed address) and fixed window. Not in schema.ts: its
-- table object is src/server/rate-limit.ts; see docs/decisions/0039-rate-limits-in-postgresql.md.
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_hits_pk" PRIMARY KEY("bucket","client","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");
