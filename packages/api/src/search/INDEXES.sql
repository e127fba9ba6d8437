-- Search read model and indexes (generated from src/search/read-model.ts, which is the source of truth).
-- The search plugin runs these idempotent statements at start-up (ensureSearchReadModel) and refreshes the
-- materialized view when it is unpopulated or out of step with `offers`; a migration or the seeder may run them too,
-- followed by: REFRESH MATERIALIZED VIEW sf_search_offers; REFRESH MATERIALIZED VIEW sf_offer_months; ANALYZE both.
CREATE MATERIALIZED VIEW IF NOT EXISTS sf_search_offers AS
SELECT
  o.id AS offer_id,
  o.kind,
  o.hotel_id,
  o.giftable,
  o.last_minute,
  o.expires_on,
  o.popularity,
  o.from_price,
  o.from_ref_price,
  o.from_nights,
  sf_promo_percent(o.from_price, o.from_ref_price) AS from_promo,
  (coalesce(h.review_average, 7.0) / ln(greatest(o.from_price::float8 / greatest(o.from_nights, 1) / 100.0, 1.0) + 2.718281828))::double precision AS price_quality,
  h.stars,
  h.review_average,
  h.hotel_type,
  h.environment,
  h.style,
  h.pets_allowed,
  h.lat,
  h.lng,
  rm.max_capacity,
  coalesce((SELECT array_agg(hp.place_id ORDER BY hp.place_id) FROM hotel_places hp WHERE hp.hotel_id = h.id), '{}')::integer[] AS place_ids,
  coalesce((SELECT array_agg(t.theme_id ORDER BY t.theme_id) FROM offer_themes t WHERE t.offer_id = o.id), '{}')::integer[] AS theme_ids,
  coalesce((SELECT array_agg(DISTINCT pl.activity_id) FROM offer_program_lines pl WHERE pl.offer_id = o.id AND pl.activity_id IS NOT NULL), '{}')::integer[] AS activity_ids,
  coalesce((SELECT array_agg(f.code ORDER BY f.code) FROM hotel_facilities hf JOIN facilities f ON f.id = hf.facility_id WHERE hf.hotel_id = h.id), '{}')::text[] AS facility_codes,
  coalesce((SELECT bit_or(1::bigint << fr.rank) FROM hotel_facilities hf
            JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::integer AS rank FROM facilities WHERE searchable OR code = 'pets') fr ON fr.id = hf.facility_id
            WHERE hf.hotel_id = h.id AND fr.rank < 63), 0) AS facility_mask,
  g.gift_price,
  (coalesce(h.review_average, 7.0) / ln(greatest(g.gift_price::float8 / greatest(1, 1) / 100.0, 1.0) + 2.718281828))::double precision AS gift_quality
FROM offers o
JOIN hotels h ON h.id = o.hotel_id
JOIN rooms rm ON rm.id = o.room_id
CROSS JOIN LATERAL (SELECT min(sv.sell_price) AS gift_price FROM single_voucher_prices sv WHERE sv.offer_id = o.id) g
WHERE o.parent_offer_id IS NULL AND o.published AND h.active
WITH NO DATA;

CREATE MATERIALIZED VIEW IF NOT EXISTS sf_offer_months AS
SELECT
  av.offer_id,
  m.month,
  array_fill(0, ARRAY[m.pad]) || av.price[greatest(m.a, 1) : m.b] AS price,
  array_fill(0, ARRAY[m.pad]) || av.ref_price[greatest(m.a, 1) : m.b] AS ref_price,
  array_fill(0::smallint, ARRAY[m.pad]) || av.rooms_left[greatest(m.a, 1) : m.b] AS rooms_left,
  array_fill(1::smallint, ARRAY[m.pad]) || av.min_stay[greatest(m.a, 1) : m.b] AS min_stay,
  array_fill(0::smallint, ARRAY[m.pad]) || av.checkout_nights[greatest(m.a, 1) : m.b] AS checkout_nights
FROM offer_availability av
JOIN offers o ON o.id = av.offer_id AND o.parent_offer_id IS NULL AND o.published
CROSS JOIN LATERAL (
  SELECT g::date AS month, (g::date - av.start_date) + 1 AS a, ((g + interval '1 month')::date - av.start_date) AS b,
         greatest(0, av.start_date - g::date) AS pad
  FROM generate_series(date_trunc('month', av.start_date), (av.start_date + cardinality(av.price) - 1)::timestamp, interval '1 month') g
) m
ORDER BY m.month, av.offer_id
WITH NO DATA;

CREATE UNIQUE INDEX IF NOT EXISTS sf_offer_months_pk ON sf_offer_months (month, offer_id);

COMMENT ON MATERIALIZED VIEW sf_search_offers IS 'sf_search_offers v5 (max_capacity, gift_quality, facility_mask, sf_offer_months by month)';

CREATE UNIQUE INDEX IF NOT EXISTS sf_search_offers_pk ON sf_search_offers (offer_id);

CREATE INDEX IF NOT EXISTS sf_search_offers_pq_idx ON sf_search_offers (kind, price_quality DESC, offer_id);

CREATE INDEX IF NOT EXISTS sf_search_offers_price_idx ON sf_search_offers (kind, from_price, offer_id);

CREATE INDEX IF NOT EXISTS sf_search_offers_popularity_idx ON sf_search_offers (kind, popularity DESC, offer_id);

CREATE INDEX IF NOT EXISTS sf_search_offers_promo_idx ON sf_search_offers (kind, from_promo DESC, offer_id);

CREATE INDEX IF NOT EXISTS sf_search_offers_gift_idx ON sf_search_offers (gift_price, offer_id) WHERE giftable;

CREATE INDEX IF NOT EXISTS sf_search_offers_gift_quality_idx ON sf_search_offers (gift_quality DESC, offer_id) WHERE giftable;

CREATE INDEX IF NOT EXISTS sf_search_offers_hotel_idx ON sf_search_offers (hotel_id);

CREATE INDEX IF NOT EXISTS sf_search_offers_latlng_idx ON sf_search_offers (lat, lng);

CREATE INDEX IF NOT EXISTS sf_search_offers_places_idx ON sf_search_offers USING gin (place_ids);

CREATE INDEX IF NOT EXISTS sf_search_offers_themes_idx ON sf_search_offers USING gin (theme_ids);

CREATE INDEX IF NOT EXISTS sf_search_offers_activities_idx ON sf_search_offers USING gin (activity_ids);

CREATE INDEX IF NOT EXISTS sf_places_weight_idx ON places (weight DESC, id);

CREATE INDEX IF NOT EXISTS sf_activity_products_theme_idx ON activity_products (theme_id);
