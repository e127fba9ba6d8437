/**
 * Offer cards (search.md §3 "Offer card"): the page's ids and prices come from the search query; this module
 * loads the display fields of those offers in one query and assembles the cards.
 */
import { sql } from 'drizzle-orm';
import { paths, type SiteCode } from '@storefront/contracts';
import { DEFAULT_TRAVELLERS, shownPromo } from '@storefront/criteria';
import { queryRows, type Db } from '../db';
import { languageOf, type Localized } from '../db/schema';
import { addDays } from '../db/pricing';
import { localTaxTotal } from '../product/pricing';
import { GALLERY_SIZES, imageUrl, imagesBySize, isImageScene, type ImageKind } from '../images';
import type { SearchCriteria } from './criteria';
import { cached } from './cache';
import { intArray } from './filters';
import type { HotelSummary, OfferCard, PriceType } from './schemas';

export function siteOf(locale: string): SiteCode {
  return (['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'].includes(locale) ? locale : 'fr_FR') as SiteCode;
}

export interface ImageRow {
  id: number;
  kind: string;
  subject: string;
  alt: string;
}

const ROUTE_KIND: Record<string, ImageKind> = { activity_product: 'activity' };

export function cardImages(rows: ImageRow[] | null): OfferCard['images'] {
  return (rows ?? []).slice(0, 4).map((row) => {
    const kind = (ROUTE_KIND[row.kind] ?? row.kind) as ImageKind;
    const scene = isImageScene(row.subject) ? row.subject : undefined;
    return { url: imageUrl(kind, row.id, '640_360', scene), alt: row.alt ?? '', sizes: imagesBySize(kind, row.id, GALLERY_SIZES, scene) };
  });
}

/** Price facts of one offer on the page, from the search query. */
export interface PricedRow {
  id: number;
  price: number;
  refPrice: number | null;
  promo: number | null;
  roomsLeft: number | null;
  nights: number | null;
  checkin: string | null;
  distance: number | null;
}

interface DetailRow extends LocalTaxRow {
  id: number;
  kind: 'stay' | 'hotel_only';
  label: string;
  headwords: Localized[];
  targetedLabel: string | null;
  lastMinute: boolean;
  expiresOn: string | null;
  channelManagerId: string | null;
  connectivity: boolean;
  hotelId: number;
  hotelLabel: string;
  stars: number;
  cityLabel: string;
  citySlug: string | null;
  address: string;
  zipCode: string;
  lat: number;
  lng: number;
  reviewCount: number;
  reviewAverage: number | null;
  cancellable: boolean | null;
  cancellationMessage: string | null;
  deadlineDays: number | null;
  discountCode: string | null;
  discountValue: number | null;
  images: ImageRow[] | null;
  labels: { label: string; code: string; color: string }[] | null;
  themes: number[] | null;
}

export function hotelSummary(
  locale: string,
  h: { hotelId: number; hotelLabel: string; stars: number | null; cityLabel: string; citySlug: string | null; address: string; zipCode: string; lat: number; lng: number; reviewCount: number; reviewAverage: number | null },
): HotelSummary {
  const site = paths(siteOf(locale));
  return {
    id: h.hotelId,
    label: h.hotelLabel,
    stars: h.stars,
    uri: site.hotel(h.hotelId),
    location: {
      label: h.cityLabel,
      uri: h.citySlug ? site.keyword('city', h.citySlug) : null,
      address: h.address,
      zipCode: h.zipCode,
      latitude: h.lat,
      longitude: h.lng,
    },
    review: { count: h.reviewCount, average: h.reviewAverage },
  };
}

/** The travellers a price is for: a from-price is for the default travellers; others for the criteria's (gifting: fixed by fromWire). */
function travellersOf(criteria: SearchCriteria, priceType: PriceType) {
  return priceType === 'from-price' ? DEFAULT_TRAVELLERS : { a: criteria.adults, c: criteria.children, b: criteria.babies };
}

/** A hotel's local tax columns (hotels.local_tax_*), as the cards and the map read them. */
export interface LocalTaxRow {
  localTaxAmount: number;
  localTaxType: string;
  localTaxPercentage: number | null;
}
export const LOCAL_TAX_COLUMNS = sql`h.local_tax_amount as "localTaxAmount", h.local_tax_type as "localTaxType", h.local_tax_percentage as "localTaxPercentage"`;

/**
 * The total price switch (issue #34): a stay's price with the hotel's local tax for the price's travellers and
 * nights, by the offer page's rule (localTaxTotal); nothing for a gift (no stay, no tax) or a price without nights.
 */
export function stayTotal(criteria: SearchCriteria, priceType: PriceType, tax: LocalTaxRow, price: number, nights: number | null): { totalPrice?: number } {
  if (priceType === 'gift' || nights === null) return {};
  const adults = travellersOf(criteria, priceType).a;
  return { totalPrice: price + localTaxTotal({ amount: tax.localTaxAmount, type: tax.localTaxType, percentage: tax.localTaxPercentage }, { adults, nights, sellPrice: price }) };
}

/** Cards for priced rows, in the rows' order. */
export async function offerCards(db: Db, criteria: SearchCriteria, rows: PricedRow[], priceType: PriceType): Promise<OfferCard[]> {
  if (rows.length === 0) return [];
  const lang = languageOf(criteria.locale);
  const idList = rows.map((r) => r.id);
  // display fields only (no prices): shared by every search showing the same page of offers
  const details = await cached(db, `cards:${lang}:${idList.join(',')}`, () => queryRows<DetailRow>(
    db,
    sql`select o.id, o.kind, o.label->>${lang} as label, o.headwords, o.targeted_label->>${lang} as "targetedLabel",
          o.last_minute as "lastMinute", to_char(o.expires_on, 'YYYY-MM-DD') as "expiresOn",
          coalesce(o.channel_manager_id, h.channel_manager_id) as "channelManagerId", (o.connectivity or h.connectivity) as connectivity,
          h.id as "hotelId", h.label as "hotelLabel", h.stars, h.city_name->>${lang} as "cityLabel", city.slug as "citySlug",
          h.street_address as address, h.zip_code as "zipCode", h.lat, h.lng,
          h.review_count as "reviewCount", h.review_average as "reviewAverage",
          ${LOCAL_TAX_COLUMNS},
          cp.cancellable, cp.message->>${lang} as "cancellationMessage", cp.deadline_days_before_checkin as "deadlineDays",
          ad.code as "discountCode", ad.value as "discountValue",
          (select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'subject', i.subject, 'alt', i.alt->>${lang}) order by i.k, i.position)
             from (select im.*, 0 as k from images im where im.kind = 'offer' and im.owner_id = o.id
                   union all select im.*, 1 as k from images im where im.kind = 'hotel' and im.owner_id = h.id
                   order by k, position limit 4) i) as images,
          (select json_agg(json_build_object('label', ml.label->>${lang}, 'code', ml.code, 'color', ml.color) order by ml.priority desc, ml.id)
             from offer_marketing_labels oml join marketing_labels ml on ml.id = oml.marketing_label_id where oml.offer_id = o.id) as labels,
          (select array_agg(t.theme_id order by t.theme_id) from offer_themes t where t.offer_id = o.id) as themes
        from offers o
        join hotels h on h.id = o.hotel_id
        left join places city on city.id = h.city_id
        left join cancellation_policies cp on cp.id = o.cancellation_policy_id
        left join auto_discounts ad on ad.id = o.auto_discount_id and (ad.valid_until is null or ad.valid_until >= current_date)
        where o.id = any(${intArray(idList)})`,
  ));
  const byId = new Map(details.map((d) => [d.id, d]));
  const site = paths(siteOf(criteria.locale));
  const gift = priceType === 'gift';
  const travellers = travellersOf(criteria, priceType);
  const participants = travellers.a + travellers.c + travellers.b;
  const pax = { adults: travellers.a, children: travellers.c, babies: travellers.b };
  const cards: OfferCard[] = [];
  for (const row of rows) {
    const d = byId.get(row.id);
    if (!d) continue;
    const images = cardImages(d.images);
    const promo = gift ? null : shownPromo(row.promo, 'stay');
    const deadline =
      d.cancellable && d.deadlineDays != null && row.checkin && priceType === 'final-price' ? addDays(row.checkin, -d.deadlineDays) : null;
    cards.push({
      id: d.id,
      kind: d.kind,
      label: d.label,
      hotel: hotelSummary(criteria.locale, d),
      imageUrl: images[0]?.url ?? null,
      images,
      prices: [
        {
          paxComposition: pax,
          sellPrice: row.price,
          barPrice: gift ? null : row.refPrice,
          promoPercentageRounded: gift ? 0 : (row.promo ?? 0),
        },
      ],
      sellPrice: row.price,
      ...stayTotal(criteria, priceType, d, row.price, row.nights),
      barPrice: gift ? null : row.refPrice,
      refPrice: gift ? null : row.refPrice,
      promo,
      priceType,
      availableRooms: row.roomsLeft,
      lastMinute: d.lastMinute,
      expiration: d.expiresOn,
      marketingLabels: d.labels ?? [],
      headwords: (d.headwords ?? []).map((h) => h[lang] ?? '').filter(Boolean),
      cancellationPolicy:
        d.cancellable === null ? null : { cancellable: d.cancellable, message: d.cancellationMessage ?? '', cancellationDeadline: deadline },
      channelManagerId: d.channelManagerId,
      autoDiscount: d.discountCode && d.discountValue != null ? { code: d.discountCode, value: d.discountValue } : null,
      uri: site.product(d.id, gift ? { flow: 'gifting' } : undefined),
      connectivity: d.connectivity,
      participants,
      nights: row.nights,
      checkin: row.checkin,
      distance: row.distance === null ? null : Math.round(row.distance * 10) / 10,
      targetedLabel: d.targetedLabel,
      themes: d.themes ?? [],
    });
  }
  return cards;
}
