-- Purchase tables (issue #28): orders with their items, history, payments and stock holds; idempotency keys;
-- promotion codes, vouchers, gift cards; the e-mail outbox; analytics events. Replaces the unused `orders` table of
-- 0001. Written by src/purchase (see docs/decisions/0020-0022).
DROP TABLE "orders" CASCADE;--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pos" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_payload_check" CHECK (octet_length(payload::text) <= 8192)
);
--> statement-breakpoint
CREATE TABLE "gift_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_uuid" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"initial_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"valid_until" date NOT NULL,
	"order_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_balance_check" CHECK (initial_amount > 0 and balance >= 0 and balance <= initial_amount)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_route_key_pk" PRIMARY KEY("route","key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"amount" integer NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "order_items_kind_check" CHECK (kind in ('stay', 'single_voucher', 'box', 'gift_card', 'activity', 'insurance')),
	CONSTRAINT "order_items_amount_check" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"minisite_id" integer,
	"buyer" jsonb NOT NULL,
	"buyer_email" text NOT NULL,
	"agent" text,
	"special_request" text,
	"items_amount" integer NOT NULL,
	"insurance_amount" integer DEFAULT 0 NOT NULL,
	"sub_elements_amount" integer DEFAULT 0 NOT NULL,
	"shipping_amount" integer DEFAULT 0 NOT NULL,
	"reduction_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"gift_card_amount" integer DEFAULT 0 NOT NULL,
	"amount_to_pay" integer NOT NULL,
	"promotion_code_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_status_check" CHECK (status in ('created', 'awaiting_payment', 'paid', 'confirmed', 'failed', 'expired', 'cancelled', 'refunded')),
	CONSTRAINT "orders_amounts_check" CHECK (items_amount >= 0 and insurance_amount >= 0 and sub_elements_amount >= 0 and shipping_amount >= 0
        and reduction_amount >= 0 and gift_card_amount >= 0 and amount_to_pay >= 0
        and total_amount = items_amount + insurance_amount + sub_elements_amount + shipping_amount - reduction_amount
        and amount_to_pay = total_amount - gift_card_amount)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"order_uuid" uuid,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "payments_status_check" CHECK (status in ('requires_payment', 'authorized', 'captured', 'cancelled', 'failed', 'refunded')),
	CONSTRAINT "payments_amounts_check" CHECK (amount > 0 and captured_amount between 0 and amount and refunded_amount between 0 and captured_amount)
);
--> statement-breakpoint
CREATE TABLE "promotion_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_code_id" integer NOT NULL,
	"order_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_basket" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"locales" text[] NOT NULL,
	"usage_cap" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promotion_codes_kind_check" CHECK (kind in ('percent', 'amount')),
	CONSTRAINT "promotion_codes_values_check" CHECK (value > 0 and (kind <> 'percent' or value <= 100) and min_basket >= 0 and valid_until > valid_from
        and used_count >= 0 and (usage_cap is null or used_count <= usage_cap))
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"offer_id" integer NOT NULL,
	"checkin" date NOT NULL,
	"nights" smallint NOT NULL,
	"rooms" smallint NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_state_check" CHECK (state in ('held', 'taken', 'released')),
	CONSTRAINT "stock_holds_counts_check" CHECK (nights >= 1 and rooms >= 1)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"nights" smallint,
	"persons" smallint DEFAULT 2 NOT NULL,
	"product_id" integer,
	"valid_until" date NOT NULL,
	"order_uuid" uuid NOT NULL,
	"order_item_id" integer,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_order" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_kind_check" CHECK (kind in ('single_voucher', 'box', 'activity')),
	CONSTRAINT "vouchers_value_check" CHECK (value >= 0),
	CONSTRAINT "vouchers_redeemed_check" CHECK ((redeemed_at is null) = (redeemed_by_order is null))
);
--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_code_uses" ADD CONSTRAINT "promotion_code_uses_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_code_uses" ADD CONSTRAINT "promotion_code_uses_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_movements_order_idx" ON "gift_card_movements" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_uuid","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_uuid","position");--> statement-breakpoint
CREATE INDEX "orders_reference_email_idx" ON "orders" USING btree ("reference","buyer_email");--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" USING btree ("expires_at") WHERE status in ('created', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "outbox_messages_pending_idx" ON "outbox_messages" USING btree ("send_after") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_order_idx" ON "outbox_messages" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_code_uses_code_order_idx" ON "promotion_code_uses" USING btree ("promotion_code_id","order_uuid");--> statement-breakpoint
CREATE INDEX "stock_holds_order_idx" ON "stock_holds" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_uuid");