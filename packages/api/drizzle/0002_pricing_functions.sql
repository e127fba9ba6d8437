-- Search-text normalisation (same result as normalizeSearchText() in src/db/normalize.ts):
-- lower case, accents and ligatures removed. IMMUTABLE wrapper so it can be used in indexes and predicates.
CREATE OR REPLACE FUNCTION sf_normalize(p_text text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  select lower(public.unaccent('public.unaccent'::regdictionary, p_text))
$$;
--> statement-breakpoint
-- Promo percent from a sell and a reference price, rounded half up; 0 when there is no saving.
CREATE OR REPLACE FUNCTION sf_promo_percent(p_sell bigint, p_ref bigint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when p_sell is null or p_ref is null or p_ref <= 0 or p_ref <= p_sell then 0
              else ((200 * (p_ref - p_sell) + p_ref) / (2 * p_ref))::integer end
$$;
--> statement-breakpoint
-- THE price of a stay (see src/db/pricing.ts for the rule). One row for an existing offer, none otherwise.
-- Prices are null when a night is outside the availability window or has no price.
CREATE OR REPLACE FUNCTION sf_quote(
  p_offer_id integer, p_checkin date, p_nights integer, p_adults integer, p_children integer, p_babies integer
) RETURNS TABLE (
  offer_id integer,
  checkin date,
  nights integer,
  nb_rooms integer,
  sell_price integer,
  ref_price integer,
  promo_percent integer,
  rooms_left integer,
  min_stay integer,
  in_window boolean,
  all_nights_open boolean,
  min_stay_ok boolean,
  checkout_allowed boolean,
  rooms_ok boolean,
  pax_ok boolean,
  offer_open boolean,
  bookable boolean
)
LANGUAGE sql STABLE AS $$
  select
    o.id,
    p_checkin,
    p_nights,
    r.nb_rooms,
    case when w.in_window and n.open_nights = p_nights then n.sell::integer end,
    case when w.in_window and n.open_nights = p_nights then n.ref::integer end,
    case when w.in_window and n.open_nights = p_nights then sf_promo_percent(n.sell, n.ref) else 0 end,
    coalesce(n.rooms, 0)::integer,
    coalesce(av.min_stay[x.i], 0)::integer,
    w.in_window,
    w.in_window and n.open_nights = p_nights,
    w.in_window and av.min_stay[x.i] <= p_nights,
    w.in_window and ((av.checkout_nights[x.i]::integer >> (p_nights - 1)) & 1) = 1,
    w.in_window and coalesce(n.rooms, 0) >= r.nb_rooms,
    r.pax_ok,
    o.published and (o.expires_on is null or o.expires_on >= current_date) and p_checkin >= current_date,
    w.in_window
      and n.open_nights = p_nights
      and av.min_stay[x.i] <= p_nights
      and ((av.checkout_nights[x.i]::integer >> (p_nights - 1)) & 1) = 1
      and coalesce(n.rooms, 0) >= r.nb_rooms
      and r.pax_ok
      and o.published and (o.expires_on is null or o.expires_on >= current_date) and p_checkin >= current_date
  from offers o
  join rooms rm on rm.id = o.room_id
  join offer_availability av on av.offer_id = coalesce(o.parent_offer_id, o.id)
  cross join lateral (select (p_checkin - av.start_date) + 1 as i) x
  cross join lateral (
    select coalesce(p_nights between 1 and 14 and x.i >= 1 and x.i + p_nights - 1 <= cardinality(av.price), false) as in_window
  ) w
  cross join lateral (
    select
      greatest(1, ceil((greatest(p_adults, 0) + greatest(p_children, 0))::numeric / greatest(rm.max_capacity, 1)))::integer as nb_rooms,
      coalesce(p_adults between 1 and 20 and p_children between 0 and 10 and p_babies between 0 and 10, false) as pax_ok
  ) r
  cross join lateral (
    select
      sum(((d.price::bigint * (10000 + o.price_markup_bp) + 5000) / 10000 * (2 * p_adults + p_children) + 3) / 4)::bigint as sell,
      sum(((d.ref::bigint * (10000 + o.price_markup_bp) + 5000) / 10000 * (2 * p_adults + p_children) + 3) / 4)::bigint as ref,
      min(d.rooms) as rooms,
      count(*) filter (where d.price > 0) as open_nights
    from unnest(
      case when w.in_window then av.price[x.i : x.i + p_nights - 1] end,
      case when w.in_window then av.ref_price[x.i : x.i + p_nights - 1] end,
      case when w.in_window then av.rooms_left[x.i : x.i + p_nights - 1] end
    ) as d(price, ref, rooms)
  ) n
  where o.id = p_offer_id
$$;
--> statement-breakpoint
-- Day-by-day prices of an offer between two dates (inclusive). p_nights null = each day's minimum stay.
-- best_price_of_the_month: bookable and the lowest per-night price (rounded up) among bookable days of that month.
CREATE OR REPLACE FUNCTION sf_offer_calendar(
  p_offer_id integer, p_from date, p_to date, p_nights integer, p_adults integer, p_children integer, p_babies integer
) RETURNS TABLE (
  day date,
  nights integer,
  sell_price integer,
  ref_price integer,
  promo_percent integer,
  min_stay integer,
  rooms_left integer,
  bookable boolean,
  best_price_of_the_month boolean
)
LANGUAGE sql STABLE AS $$
  with days as (
    select g::date as day,
           coalesce(p_nights, greatest(av.min_stay[(g::date - av.start_date) + 1], 1))::integer as nights
    from offers o
    join offer_availability av on av.offer_id = coalesce(o.parent_offer_id, o.id)
    cross join generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g
    where o.id = p_offer_id
  ), quotes as (
    select d.day, d.nights, q.sell_price, q.ref_price, q.promo_percent, q.min_stay, q.rooms_left, q.bookable,
           case when q.bookable then (q.sell_price + d.nights - 1) / d.nights end as per_night
    from days d
    cross join lateral sf_quote(p_offer_id, d.day, d.nights, p_adults, p_children, p_babies) q
  )
  select day, nights, sell_price, ref_price, promo_percent, min_stay, rooms_left, bookable,
         coalesce(bookable and per_night = min(per_night) over (partition by date_trunc('month', day)), false)
  from quotes
  order by day
$$;
--> statement-breakpoint
-- Stay lengths (1..p_max_nights) bookable for a check-in: packageCheckoutNights.
CREATE OR REPLACE FUNCTION sf_checkout_nights(
  p_offer_id integer, p_checkin date, p_adults integer, p_children integer, p_babies integer, p_max_nights integer
) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(n order by n), '{}')
  from generate_series(1, least(greatest(p_max_nights, 1), 14)) n
  cross join lateral sf_quote(p_offer_id, p_checkin, n, p_adults, p_children, p_babies) q
  where q.bookable
$$;
