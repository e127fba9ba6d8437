CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"group_label" jsonb NOT NULL,
	"label" jsonb NOT NULL,
	"theme_id" integer
);
--> statement-breakpoint
CREATE TABLE "activity_centres" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"place_id" integer NOT NULL,
	"city_name" jsonb NOT NULL,
	"street_address" text NOT NULL,
	"zip_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"stars" smallint
);
--> statement-breakpoint
CREATE TABLE "activity_product_centres" (
	"product_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_product_centres_product_id_centre_id_pk" PRIMARY KEY("product_id","centre_id")
);
--> statement-breakpoint
CREATE TABLE "activity_product_prices" (
	"product_id" integer NOT NULL,
	"adults" smallint NOT NULL,
	"sell_price" integer NOT NULL,
	"bar_price" integer NOT NULL,
	CONSTRAINT "activity_product_prices_product_id_adults_pk" PRIMARY KEY("product_id","adults")
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"slug" text NOT NULL,
	"description" jsonb NOT NULL,
	"theme_id" integer NOT NULL,
	"activities" jsonb NOT NULL,
	"nice_to_know" jsonb NOT NULL,
	"important_infos" jsonb NOT NULL,
	"schedules" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"country_code" text NOT NULL,
	"place_id" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_discounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" smallint NOT NULL,
	"valid_until" date,
	CONSTRAINT "auto_discounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "box_offers" (
	"box_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	CONSTRAINT "box_offers_box_id_offer_id_pk" PRIMARY KEY("box_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"included_content" jsonb NOT NULL,
	"sell_price" integer NOT NULL,
	"reference_price" integer NOT NULL,
	"nights" smallint NOT NULL,
	"persons" smallint DEFAULT 2 NOT NULL,
	"theme_ids" integer[] NOT NULL,
	"rating" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	"campaign" text,
	"published" boolean DEFAULT true NOT NULL,
	"locales" text[] NOT NULL,
	CONSTRAINT "boxes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"cancellable" boolean NOT NULL,
	"deadline_days_before_checkin" smallint,
	"refund_percent" smallint DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"locale" text,
	"location" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"reason" text NOT NULL,
	"request_type" text NOT NULL,
	"request_subtype" text NOT NULL,
	"booking_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"source_ip_hash" text
);
--> statement-breakpoint
CREATE TABLE "custom_sub_elements" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" jsonb NOT NULL,
	"selection" text NOT NULL,
	"name" jsonb NOT NULL,
	"recommended_by_wed" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facet_values" (
	"facet" text NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facet_values_facet_code_pk" PRIMARY KEY("facet","code")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"group_code" text NOT NULL,
	"label" jsonb NOT NULL,
	"icon" text NOT NULL,
	"searchable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "facilities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "hotel_facilities" (
	"hotel_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hotel_facilities_hotel_id_facility_id_pk" PRIMARY KEY("hotel_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_places" (
	"hotel_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"distance_km" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_places_place_id_hotel_id_pk" PRIMARY KEY("place_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"stars" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"country_code" text NOT NULL,
	"city_id" integer NOT NULL,
	"department_id" integer,
	"region_id" integer,
	"country_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"street_address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city_name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"hotel_type" text NOT NULL,
	"environment" text NOT NULL,
	"style" text NOT NULL,
	"pets_allowed" boolean NOT NULL,
	"pets_price" integer,
	"pets_max_weight" integer,
	"pets_max_number_of_pets" smallint DEFAULT 1 NOT NULL,
	"local_tax_amount" integer DEFAULT 0 NOT NULL,
	"local_tax_currency" text DEFAULT 'EUR' NOT NULL,
	"local_tax_to_be_paid_at_hotel" boolean DEFAULT true NOT NULL,
	"local_tax_type" text DEFAULT 'PER_PERSON_PER_NIGHT' NOT NULL,
	"local_tax_percentage" double precision,
	"checkin" text NOT NULL,
	"checkout" text NOT NULL,
	"breakfast_schedule" jsonb,
	"parking" jsonb NOT NULL,
	"important_infos" jsonb NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_average" double precision,
	"channel_manager_id" text,
	"connectivity" boolean DEFAULT false NOT NULL,
	"legacy_package_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"subject" text NOT NULL,
	"seed" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"legend" jsonb
);
--> statement-breakpoint
CREATE TABLE "marketing_labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"color" text NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	CONSTRAINT "marketing_labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "minisite_offers" (
	"minisite_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	CONSTRAINT "minisite_offers_minisite_id_offer_id_pk" PRIMARY KEY("minisite_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "minisites" (
	"id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"locale" text NOT NULL,
	"partner_name" text,
	"logo_url" text,
	"banner_urls" jsonb NOT NULL,
	"footer" text,
	"document" jsonb,
	CONSTRAINT "minisites_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_availability" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"price" integer[] NOT NULL,
	"ref_price" integer[] NOT NULL,
	"rooms_left" smallint[] NOT NULL,
	"min_stay" smallint[] NOT NULL,
	"checkout_nights" smallint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_marketing_labels" (
	"offer_id" integer NOT NULL,
	"marketing_label_id" integer NOT NULL,
	CONSTRAINT "offer_marketing_labels_offer_id_marketing_label_id_pk" PRIMARY KEY("offer_id","marketing_label_id")
);
--> statement-breakpoint
CREATE TABLE "offer_program_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"activity_id" integer,
	"title" jsonb NOT NULL,
	"detail_list" jsonb NOT NULL,
	"duration" integer,
	"where" jsonb,
	"why_list" jsonb NOT NULL,
	"must_know_list" jsonb NOT NULL,
	"schedules" jsonb NOT NULL,
	"how" jsonb,
	"menu" jsonb,
	"type" text,
	"repeated" boolean DEFAULT false NOT NULL,
	"important_infos" jsonb NOT NULL,
	"icon" text NOT NULL,
	"participants_label" jsonb,
	"display_pax" boolean DEFAULT false NOT NULL,
	"needs_date" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_themes" (
	"offer_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	CONSTRAINT "offer_themes_theme_id_offer_id_pk" PRIMARY KEY("theme_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"parent_offer_id" integer,
	"price_markup_bp" integer DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	"slug" text NOT NULL,
	"headwords" jsonb NOT NULL,
	"short_program_intro" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"targeted_label" jsonb,
	"important_infos" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"expires_on" date,
	"last_minute" boolean DEFAULT false NOT NULL,
	"giftable" boolean DEFAULT true NOT NULL,
	"channel_manager_id" text,
	"connectivity" boolean DEFAULT false NOT NULL,
	"cancellation_policy_id" integer NOT NULL,
	"auto_discount_id" integer,
	"nb_rooms" smallint DEFAULT 1 NOT NULL,
	"default_nights" smallint DEFAULT 1 NOT NULL,
	"max_nights" smallint DEFAULT 3 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_on" date NOT NULL,
	"from_price" integer,
	"from_ref_price" integer,
	"from_checkin" date,
	"from_nights" smallint
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"expected_amount" integer NOT NULL,
	"status" text NOT NULL,
	"offer_id" integer,
	"reservation" jsonb,
	"items" jsonb NOT NULL,
	"buyer" jsonb,
	"payment_intent_id" text
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"country_code" text NOT NULL,
	"parent_id" integer,
	"country_id" integer,
	"region_id" integer,
	"department_id" integer,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"postal_code" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"distance_min_km" integer,
	"distance_max_km" integer,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"customer" text NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"average" double precision NOT NULL,
	"positive" text NOT NULL,
	"negative" text NOT NULL,
	"welcoming" smallint NOT NULL,
	"comfort" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"food" smallint NOT NULL,
	"localization" smallint NOT NULL,
	"price_quality_ratio" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"size" smallint NOT NULL,
	"type" text NOT NULL,
	"bedding" jsonb NOT NULL,
	"capacity" smallint NOT NULL,
	"max_capacity" smallint NOT NULL,
	"description" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"important_infos" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_costs" (
	"country_code" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"international_fees_per_country" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_voucher_prices" (
	"offer_id" integer NOT NULL,
	"nights" smallint NOT NULL,
	"bucket" smallint NOT NULL,
	"sell_price" integer NOT NULL,
	"upsell_availability_price" integer NOT NULL,
	CONSTRAINT "single_voucher_prices_offer_id_nights_bucket_pk" PRIMARY KEY("offer_id","nights","bucket")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_products_place_idx" ON "activity_products" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_documents_kind_locale_key_idx" ON "cms_documents" USING btree ("kind","locale","key");--> statement-breakpoint
CREATE INDEX "hotel_facilities_facility_idx" ON "hotel_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "hotel_places_hotel_idx" ON "hotel_places" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "hotels_search_trgm_idx" ON "hotels" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("kind","owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_country_idx" ON "newsletter_subscriptions" USING btree ("email","country");--> statement-breakpoint
CREATE INDEX "program_lines_offer_idx" ON "offer_program_lines" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "program_lines_activity_idx" ON "offer_program_lines" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "offer_themes_offer_idx" ON "offer_themes" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offers_hotel_idx" ON "offers" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "offers_parent_idx" ON "offers" USING btree ("parent_offer_id");--> statement-breakpoint
CREATE INDEX "offers_main_idx" ON "offers" USING btree ("kind","from_price") WHERE "offers"."parent_offer_id" is null;--> statement-breakpoint
CREATE INDEX "places_category_idx" ON "places" USING btree ("category");--> statement-breakpoint
CREATE INDEX "places_parent_idx" ON "places" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "places_search_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id","date");--> statement-breakpoint
CREATE INDEX "rooms_hotel_idx" ON "rooms" USING btree ("hotel_id");