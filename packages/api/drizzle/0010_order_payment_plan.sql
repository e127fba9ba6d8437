-- The payment plan the buyer chose (pay later, 3x, 4x; decision 0044): type, fee, schedule as the eligibility rule
-- computed them when the order was made. Null: paid at once.
ALTER TABLE "orders" ADD COLUMN "payment_plan" jsonb;
