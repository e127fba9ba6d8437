-- Stays of up to 20 nights (MAX_NIGHTS in src/schemas/common.ts; search.md §5: without availability a check-out up to
-- 20 days after the check-in is selectable). sf_quote and sf_checkout_nights of 0002 capped stays at 14 nights.
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
    select coalesce(p_nights between 1 and 20 and x.i >= 1 and x.i + p_nights - 1 <= cardinality(av.price), false) as in_window
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
-- Stay lengths (1..p_max_nights) bookable for a check-in: packageCheckoutNights.
CREATE OR REPLACE FUNCTION sf_checkout_nights(
  p_offer_id integer, p_checkin date, p_adults integer, p_children integer, p_babies integer, p_max_nights integer
) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(n order by n), '{}')
  from generate_series(1, least(greatest(p_max_nights, 1), 20)) n
  cross join lateral sf_quote(p_offer_id, p_checkin, n, p_adults, p_children, p_babies) q
  where q.bookable
$$;
