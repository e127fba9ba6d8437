-- Customer-care agents' sessions (site-wide spec §6; docs/decisions/0080-customer-care-agents.md): made when an agent's
-- Google ID token is verified, read on every request that uses the mode's powers. Shared by every API process
-- (ARCHITECTURE.md 'Several instances'). Only a hash of the cookie's value is stored. Not in schema.ts: its table
-- object is src/identity/agent-sessions.ts.
CREATE TABLE "agent_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"agent_email" text NOT NULL,
	"agent_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_sessions_expires_idx" ON "agent_sessions" USING btree ("expires_at");
