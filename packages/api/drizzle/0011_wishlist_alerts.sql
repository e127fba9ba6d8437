-- Wishlist alerts (issue #31 item 2; docs/decisions/0083-wishlist-alerts.md): what the alert job last saw of a wished
-- stay on its wished dates (price in cents, whether it was available), so each change is e-mailed once.
ALTER TABLE "account_wishlist_items" ADD COLUMN "alert_price" integer;
--> statement-breakpoint
ALTER TABLE "account_wishlist_items" ADD COLUMN "alert_available" boolean;
--> statement-breakpoint
ALTER TABLE "account_wishlist_items" ADD COLUMN "alert_checked_at" timestamp with time zone;
