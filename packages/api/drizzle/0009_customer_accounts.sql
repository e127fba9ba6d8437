-- Customer accounts (site-wide spec §2, §3; docs/decisions/0082-customer-accounts.md): passwordless sign-in by a
-- one-time code sent by e-mail, server-side sessions, the account's wishlist and its read-only share link. Not in
-- schema.ts: the table objects are src/identity/accounts.ts.
CREATE TABLE "customer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"language" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"wishlist_share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "customer_accounts_share_unique" UNIQUE("wishlist_share_token")
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_codes_email_idx" ON "sign_in_codes" USING btree ("email","created_at");
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "customer_accounts"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_sessions_account_idx" ON "account_sessions" USING btree ("account_id");
--> statement-breakpoint
CREATE TABLE "account_wishlist_items" (
	"account_id" integer NOT NULL REFERENCES "customer_accounts"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item" jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_wishlist_items_pk" PRIMARY KEY("account_id","kind","item_id")
);
