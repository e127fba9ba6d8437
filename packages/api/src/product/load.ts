/** Loading of hotels, offers, rooms, programme lines and images for the product read endpoints. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import * as s from '../db/schema';
import type { Language, Localized } from '../db/schema';
import { GALLERY_SIZES, imageUrl, imagesBySize, isImageKind, sceneOfSubject, type ImageKind } from '../images';
import { notFound } from '../server/errors';
import { sitePaths, tr, trList, trOrNull } from '../routes/common';

export type OfferRow = typeof s.offers.$inferSelect;
export type HotelRow = typeof s.hotels.$inferSelect;
export type RoomRow = typeof s.rooms.$inferSelect;
export type LineRow = typeof s.offerProgramLines.$inferSelect;
export type ImageRow = typeof s.images.$inferSelect;
export type PolicyRow = typeof s.cancellationPolicies.$inferSelect;

export interface ImageView {
  url: string;
  alt: string;
  title: string;
  legend?: string;
  sizes: Record<string, string>;
}

const ROUTE_KIND: Record<string, ImageKind> = { activity_product: 'activity', place: 'city', cms: 'theme' };

/** An image descriptor row as the API's Image (URLs of generated SVGs at every gallery size). */
export function imageView(row: Pick<ImageRow, 'id' | 'kind' | 'subject' | 'alt' | 'title' | 'legend'>, language: Language, sizes = GALLERY_SIZES): ImageView {
  const kind: ImageKind = ROUTE_KIND[row.kind] ?? (isImageKind(row.kind) ? row.kind : 'theme');
  const scene = sceneOfSubject(row.subject);
  const legend = trOrNull(row.legend, language);
  return {
    url: imageUrl(kind, row.id, '640_360', scene),
    alt: tr(row.alt, language),
    title: tr(row.title, language),
    ...(legend ? { legend } : {}),
    sizes: imagesBySize(kind, row.id, sizes, scene),
  };
}

/** A generated picture for an entity without image rows (no broken image anywhere). */
export function fallbackImage(kind: ImageKind, token: string | number, alt: string, subject?: string): ImageView {
  const scene = sceneOfSubject(subject);
  return { url: imageUrl(kind, token, '640_360', scene), alt, title: alt, sizes: imagesBySize(kind, token, GALLERY_SIZES, scene) };
}

export async function imagesOf(db: Db, kind: ImageRow['kind'], ownerIds: number[]): Promise<Map<number, ImageRow[]>> {
  const out = new Map<number, ImageRow[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db
    .select()
    .from(s.images)
    .where(and(eq(s.images.kind, kind), inArray(s.images.ownerId, ownerIds)))
    .orderBy(asc(s.images.ownerId), asc(s.images.position));
  for (const row of rows) {
    const list = out.get(row.ownerId) ?? [];
    list.push(row);
    out.set(row.ownerId, list);
  }
  return out;
}

export async function findOffer(db: Db, id: number): Promise<OfferRow> {
  const [offer] = await db.select().from(s.offers).where(eq(s.offers.id, id)).limit(1);
  if (!offer) throw notFound('Offer', id);
  return offer;
}

/** The main offer of a product (an offer or its cancellation-option siblings share it). */
export function mainOfferId(offer: OfferRow): number {
  return offer.parentOfferId ?? offer.id;
}

export async function policyOf(db: Db, id: number): Promise<PolicyRow> {
  const [policy] = await db.select().from(s.cancellationPolicies).where(eq(s.cancellationPolicies.id, id)).limit(1);
  if (!policy) throw notFound('Cancellation policy', id);
  return policy;
}

/** Offers of one product: the main offer and its cancellation-option siblings, main first. */
export async function productFamily(db: Db, offer: OfferRow): Promise<OfferRow[]> {
  const main = mainOfferId(offer);
  const rows = await db
    .select()
    .from(s.offers)
    .where(or(eq(s.offers.id, main), eq(s.offers.parentOfferId, main)))
    .orderBy(asc(s.offers.priceMarkupBp), asc(s.offers.id));
  return rows;
}

/** Programme lines of an offer (a sibling without its own lines uses its main offer's). */
export async function programLines(db: Db, offer: OfferRow): Promise<LineRow[]> {
  const own = await db.select().from(s.offerProgramLines).where(eq(s.offerProgramLines.offerId, offer.id)).orderBy(asc(s.offerProgramLines.position));
  if (own.length || offer.parentOfferId == null) return own;
  return db.select().from(s.offerProgramLines).where(eq(s.offerProgramLines.offerId, offer.parentOfferId)).orderBy(asc(s.offerProgramLines.position));
}

const LINE_SUBJECT: Record<string, string> = { breakfast: 'breakfast', dinner: 'gastronomy', room: 'romantic', extra: 'spa' };

export function lineView(line: LineRow, language: Language, activityImages: Map<number, ImageRow[]>) {
  const own = line.activityId != null ? activityImages.get(line.activityId)?.[0] : undefined;
  const picture = own
    ? imageView(own, language)
    : fallbackImage('activity', line.activityId != null ? `a${line.activityId}` : `line-${line.id}`, tr(line.title, language), LINE_SUBJECT[line.kind] ?? line.icon);
  return {
    id: line.id,
    kind: line.kind,
    activityId: line.activityId,
    title: tr(line.title, language),
    imageUrl: picture.url,
    imagesBySize: picture.sizes,
    detailList: trList(line.detailList, language),
    duration: line.duration,
    where: trOrNull(line.where, language),
    whyList: trList(line.whyList, language),
    mustKnowList: trList(line.mustKnowList, language),
    schedules: line.schedules ?? [],
    how: trOrNull(line.how, language),
    menu: line.menu ? trList(line.menu, language) : null,
    type: line.type,
    repeated: line.repeated,
    importantInfos: trList(line.importantInfos, language),
    icon: line.icon,
    activityParticipantsLabel: trOrNull(line.participantsLabel, language),
    displayPax: line.displayPax,
    needsDate: line.needsDate,
  };
}
export type LineView = ReturnType<typeof lineView>;

export async function findHotel(db: Db, hotelId: number): Promise<HotelRow> {
  const [hotel] = await db.select().from(s.hotels).where(eq(s.hotels.id, hotelId)).limit(1);
  if (!hotel) throw notFound('Hotel', hotelId);
  return hotel;
}

/** Every Hotel field of product-and-purchase.md §3. */
export async function hotelView(db: Db, hotel: HotelRow, locale: string, language: Language) {
  const facilityRows = await db
    .select({ code: s.facilities.code, group: s.facilities.groupCode, label: s.facilities.label, icon: s.facilities.icon, highlighted: s.hotelFacilities.highlighted })
    .from(s.hotelFacilities)
    .innerJoin(s.facilities, eq(s.facilities.id, s.hotelFacilities.facilityId))
    .where(eq(s.hotelFacilities.hotelId, hotel.id))
    .orderBy(asc(s.facilities.id));
  const images = (await imagesOf(db, 'hotel', [hotel.id])).get(hotel.id) ?? [];
  const facility = (f: (typeof facilityRows)[number]) => ({ code: f.code, label: tr(f.label, language), icon: f.icon });
  const groups = new Map<string, ReturnType<typeof facility>[]>();
  for (const f of facilityRows) {
    if (f.group === 'eco') continue;
    groups.set(f.group, [...(groups.get(f.group) ?? []), facility(f)]);
  }
  if (!groups.has('parking')) groups.set('parking', []);
  const cityLabel = tr(hotel.cityName, language);
  return {
    id: hotel.id,
    label: hotel.label,
    star: hotel.stars,
    stars: hotel.stars,
    uri: sitePaths(locale).hotel(hotel.id),
    active: hotel.active,
    location: {
      address: `${hotel.streetAddress}, ${hotel.zipCode} ${cityLabel}`,
      label: cityLabel,
      latitude: hotel.lat,
      longitude: hotel.lng,
      completeAddress: { streetAddress: hotel.streetAddress, zipCode: hotel.zipCode },
    },
    description: tr(hotel.description, language),
    highlightedFacilities: facilityRows.filter((f) => f.highlighted && f.group !== 'eco').map(facility),
    facilities: facilityRows.filter((f) => f.group !== 'eco').map(facility),
    infoGeneral: [...groups.entries()].map(([code, list]) =>
      code === 'parking'
        ? {
            code,
            facilities: list,
            parking: {
              available: hotel.parking.available,
              onSite: hotel.parking.onSite,
              pricePerDay: hotel.parking.pricePerDay,
              text: tr(hotel.parking.text, language),
            },
          }
        : { code, facilities: list },
    ),
    review: { count: hotel.reviewCount, average: hotel.reviewAverage },
    policy: {
      petsAllowed: hotel.petsAllowed,
      petsPrice: hotel.petsPrice,
      petsMaxWeight: hotel.petsMaxWeight,
      petsMaxNumberOfPets: hotel.petsMaxNumberOfPets ?? 1,
    },
    localTax: {
      amount: hotel.localTaxAmount,
      currency: hotel.localTaxCurrency,
      toBePaidAtHotel: hotel.localTaxToBePaidAtHotel,
      type: hotel.localTaxType,
      percentage: hotel.localTaxPercentage,
    },
    checkInOut: { checkin: hotel.checkin, checkout: hotel.checkout },
    breakfastSchedule: hotel.breakfastSchedule ?? null,
    importantInfos: trList(hotel.importantInfos, language),
    legacyPackageCount: hotel.legacyPackageCount,
    ecoFacilities: facilityRows.filter((f) => f.group === 'eco').map(facility),
    images: images.length ? images.map((i) => imageView(i, language)) : [fallbackImage('hotel', `h${hotel.id}`, hotel.label)],
  };
}

/** Breadcrumb: country > region > department > city > hotel (> offer), each linking to its search or page. */
export async function breadcrumb(db: Db, hotel: HotelRow, locale: string, language: Language, last?: { label: string; uri: string }) {
  const ids = [hotel.countryId, hotel.regionId, hotel.departmentId, hotel.cityId].filter((id): id is number => id != null);
  const rows = ids.length
    ? await db.select({ id: s.places.id, category: s.places.category, name: s.places.name, slug: s.places.slug }).from(s.places).where(inArray(s.places.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const site = sitePaths(locale);
  const items = ids
    .map((id) => byId.get(id))
    .filter((p): p is NonNullable<typeof p> => p !== undefined)
    .map((p) => ({
      label: tr(p.name as Localized, language),
      uri: p.category === 'city' ? site.keyword('city', p.slug) : site.results('booking', undefined, `${p.category}=${p.id}`),
    }))
    // a level named like the next one (the Dutch province Zeeland in the region Zeeland) shows once: the narrower
    .filter((item, i, all) => all[i + 1]?.label !== item.label);
  items.unshift({ label: tr(HOME_LABEL, language), uri: site.home() });
  items.push({ label: hotel.label, uri: site.hotel(hotel.id) });
  if (last) items.push(last);
  return items;
}

const HOME_LABEL: Localized = { fr: 'Accueil', es: 'Inicio', nl: 'Home', it: 'Home' };

/** Main offers of a hotel (cancellation siblings excluded), published first, cheapest first. */
export async function hotelMainOffers(db: Db, hotelId: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(s.offers)
    .where(and(eq(s.offers.hotelId, hotelId), isNull(s.offers.parentOfferId)))
    .orderBy(sql`${s.offers.published} desc`, sql`${s.offers.fromPrice} asc nulls last`, asc(s.offers.id));
}

export async function themesOf(db: Db, offerIds: number[], language: Language) {
  if (!offerIds.length) return [];
  const rows = await db
    .selectDistinct({ id: s.themes.id, label: s.themes.label })
    .from(s.offerThemes)
    .innerJoin(s.themes, eq(s.themes.id, s.offerThemes.themeId))
    .where(inArray(s.offerThemes.offerId, offerIds))
    .orderBy(asc(s.themes.id));
  return rows.map((t) => ({ id: t.id, label: tr(t.label, language) }));
}
