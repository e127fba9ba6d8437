/**
 * Stay offer read endpoints (product-and-purchase.md §7): offer detail, priced cancellation options, quote,
 * checkout nights, upsells. Every price comes from sf_quote (src/db/pricing.ts): one truth for money.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { pricePerNight } from '@storefront/contracts';
import { FROM_PRICE_TRAVELLERS, quoteStay, quoteStays, type StayQuote } from '../db/pricing';
import type { Db } from '../db';
import * as s from '../db/schema';
import type { Language } from '../db/schema';
import { ApiError, invalidField } from '../server/errors';
import {
  OfferDetail,
  OfferDetailQuery,
  OfferIdParams,
  OffersResponse,
  QuoteQuery,
  QuoteResponse,
  StayQuery,
  UpsellsResponse,
  CheckoutNightsQuery,
} from './schemas';
import { Type } from 'typebox';
import { checkoutNights } from '../db/pricing';
import { addDays, isRealDate, lang, resolveStay, sitePaths, siteTimeZone, todayIso, tr, trList, trOrNull } from '../routes/common';
import type { ApiInstance, RouteContext } from '../routes/context';
import {
  breadcrumb,
  fallbackImage,
  findHotel,
  findOffer,
  hotelMainOffers,
  hotelView,
  imagesOf,
  imageView,
  lineView,
  mainOfferId,
  policyOf,
  productFamily,
  programLines,
  themesOf,
  type ImageRow,
  type LineRow,
  type LineView,
  type OfferRow,
  type RoomRow,
} from './load';
import { NOT_AVAILABLE_MESSAGE, isBookable, localTaxTotal, pastSameDayCutoff, policyView, priceInfo, roomsAmountMessage } from './pricing';

const TAGS = ['product'];
const isTrue = (v: unknown) => v === true || v === 'true';

/** The stay an offer is priced at without dates: its cheapest bookable stay for 2 adults (from-price). */
function fromStay(offer: OfferRow, main: OfferRow) {
  const checkin = offer.fromCheckin ?? main.fromCheckin;
  const nights = offer.fromNights ?? main.fromNights;
  return checkin && nights ? { checkin, nights } : null;
}

function parseActivitySelection(raw: string | undefined): { activityId: number; date: string }[] {
  if (raw === undefined || raw.trim() === '') return [];
  const bad = () => invalidField('activitySelectionList', 'must be activityId:YYYY-MM-DD pairs separated by commas');
  let pairs: { activityId: unknown; date: unknown }[];
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) throw bad();
      pairs = parsed.map((p) => (p && typeof p === 'object' ? (p as { activityId: unknown; date: unknown }) : { activityId: null, date: null }));
    } catch {
      throw bad();
    }
  } else {
    pairs = text.split(',').map((part) => {
      const [id, date] = part.split(':');
      return { activityId: id?.trim() ? Number(id) : null, date: date?.trim() };
    });
  }
  if (pairs.length > 50) throw invalidField('activitySelectionList', 'has too many entries');
  return pairs.map((p) => {
    const id = typeof p.activityId === 'string' ? Number(p.activityId) : p.activityId;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647 || typeof p.date !== 'string' || !isRealDate(p.date)) throw bad();
    return { activityId: id, date: p.date };
  });
}

type Pax = { adults: number; children: number; babies: number };
type Stay = { checkin: string; nights: number };

/**
 * Step of the offer detail: the offer's quote (the asked stay and travellers, else its from-price stay for 2 adults)
 * and, with dates, the quotes of the hotel's other offers for the same stay.
 */
async function detailQuotes(
  db: Db,
  { offer, main, stay, pax, otherMain }: { offer: OfferRow; main: OfferRow; stay: Stay | null; pax: Pax; otherMain: OfferRow[] },
) {
  const priceStay = stay ?? fromStay(offer, main);
  const quotes = priceStay ? await quoteStays(db, [offer.id], { ...priceStay, ...(stay ? pax : FROM_PRICE_TRAVELLERS) }) : new Map<number, StayQuote>();
  const otherQuotes = stay ? await quoteStays(db, otherMain.map((o) => o.id), { ...stay, ...pax }) : new Map<number, StayQuote>();
  return { quote: quotes.get(offer.id), otherQuotes };
}

/** Step of the offer detail: the price block (final price when dated and bookable, else from-price). */
function detailPrice(quote: StayQuote | undefined, { finalPrice, paxCount, nbRooms }: { finalPrice: boolean; paxCount: number; nbRooms: number }) {
  const sell = quote?.sellPrice ?? null;
  const ref = quote && sell != null ? Math.max(quote.refPrice ?? sell, sell) : null;
  return {
    sellPrice: sell,
    barPrice: ref,
    refPrice: ref,
    promoPercentageRounded: quote && sell != null ? Math.max(0, quote.promoPercent) : 0,
    moneySaved: ref != null && sell != null ? ref - sell : 0,
    priceType: finalPrice ? ('final-price' as const) : ('from-price' as const),
    nbRooms: quote?.nbRooms ?? nbRooms,
    nights: quote?.nights ?? null,
    checkin: quote?.checkin ?? null,
    paxCount,
    perNight: sell != null && quote ? pricePerNight(sell, quote.nights) : null,
  };
}

/** Step of the offer detail: the room, its pictures (a generated one without rows) and the offers of its product. */
function roomView<T>(
  offer: OfferRow,
  roomRow: RoomRow | undefined,
  roomImages: Map<number, ImageRow[]>,
  lineViews: LineView[],
  language: Language,
  label: string,
  offers: T[],
) {
  const roomLine = lineViews.find((l) => l.kind === 'room');
  const imageRows = roomRow ? (roomImages.get(roomRow.id) ?? []) : [];
  const images = imageRows.length ? imageRows.map((i) => imageView(i, language)) : [fallbackImage('room', `r${offer.roomId}`, roomLine?.title ?? label, 'romantic')];
  return {
    id: roomRow?.id ?? offer.roomId,
    uuid: roomRow?.uuid ?? '',
    label: roomRow ? tr(roomRow.label, language) : (roomLine?.title ?? ''),
    title: roomRow ? tr(roomRow.label, language) : (roomLine?.title ?? ''),
    size: roomRow?.size ?? 0,
    type: roomRow?.type ?? '',
    bedding: roomRow ? tr(roomRow.bedding, language) : '',
    capacity: roomRow?.capacity ?? 2,
    maxCapacity: roomRow?.maxCapacity ?? 2,
    description: roomRow ? tr(roomRow.description, language) : '',
    detailsSection: (roomRow?.details ?? []).map((d) => ({ title: tr(d.title, language), details: trList(d.details, language) })),
    highlights: trList(roomRow?.highlights, language),
    highlightedFacilities: trList(roomRow?.highlights, language),
    images,
    imageUrl: images[0]!.url,
    importantInfos: trList(roomRow?.importantInfos, language),
    offers,
  };
}

/** Step of the offer detail: another offer of the hotel, at the asked stay's price when bookable, else its from-price. */
function otherOfferView(o: OfferRow, quote: StayQuote | undefined, language: Language, site: ReturnType<typeof sitePaths>) {
  const datedPrice = isBookable(quote) ? quote : null;
  const picture = fallbackImage('offer', `o${o.id}`, tr(o.label, language));
  return {
    id: o.id,
    label: tr(o.label, language),
    uri: site.product(o.id),
    imageUrl: picture.url,
    imagesBySize: picture.sizes,
    price: datedPrice
      ? { sellPrice: datedPrice.sellPrice, refPrice: datedPrice.refPrice, promo: datedPrice.promoPercent, nights: datedPrice.nights, priceType: 'final-price' as const }
      : { sellPrice: o.fromPrice, refPrice: o.fromRefPrice, promo: 0, nights: o.fromNights, priceType: 'from-price' as const },
  };
}

/** Step of the quote: the activity dates picked (each a day of the stay, for an activity that needs one). */
function chosenActivityDates(selection: { activityId: number; date: string }[], datedActivities: LineRow[], stayDays: string[]) {
  const wanted = new Set(datedActivities.map((l) => l.activityId!));
  let modified = false;
  const chosen = new Map<number, string>();
  for (const pick of selection) {
    if (!wanted.has(pick.activityId)) throw invalidField('activitySelectionList', `activity ${pick.activityId} has no date to choose in this offer`);
    if (!stayDays.includes(pick.date)) throw invalidField('activitySelectionList', `date ${pick.date} is not a day of the stay`);
    if (chosen.has(pick.activityId)) modified = true;
    chosen.set(pick.activityId, pick.date);
  }
  return { chosen, modified };
}

/** Step of the quote: an activity needing a date, its chosen date and the days of the stay it takes place on. */
function activityDatesView(line: LineRow, chosen: Map<number, string>, stayDays: string[], language: Language) {
  const weekdays = line.schedules.flatMap((sch) => sch.days ?? []);
  return {
    activityId: line.activityId!,
    title: tr(line.title, language),
    date: chosen.get(line.activityId!) ?? null,
    availableDates: stayDays.filter((d) => weekdays.length === 0 || weekdays.includes(new Date(`${d}T00:00:00Z`).getUTCDay())),
  };
}

/**
 * Step of the upsells: quotes of the offers for stays of 1 to 3 nights (at most the offer's longest) from the asked
 * check-in (else the from-price check-in), and for the asked length when longer.
 */
async function quotesPerLengthOfStay(db: Db, ids: number[], main: OfferRow, stay: Stay | null, pax: Pax) {
  const maxLos = Math.max(1, Math.min(3, main.maxNights));
  const perLos = new Map<number, Map<number, StayQuote>>();
  const baseCheckin = stay?.checkin ?? main.fromCheckin;
  if (baseCheckin) {
    for (let n = 1; n <= maxLos; n++) perLos.set(n, await quoteStays(db, ids, { checkin: baseCheckin, nights: n, ...pax }));
    if (stay && stay.nights > maxLos) perLos.set(stay.nights, await quoteStays(db, ids, { ...stay, ...pax }));
  }
  return perLos;
}

/**
 * Step of the upsells: what another offer costs more than the main one, per length of stay where both are bookable;
 * without dates and without a common length, from their from-prices per night.
 */
function priceDifferences(main: OfferRow, other: OfferRow, perLos: Map<number, Map<number, StayQuote>>, nightsAsked: number, dated: boolean) {
  const differences: Record<string, number> = {};
  for (const [n, quotes] of perLos) {
    const mine = quotes.get(main.id);
    const theirs = quotes.get(other.id);
    if (isBookable(mine) && isBookable(theirs)) differences[String(n)] = theirs.sellPrice - mine.sellPrice;
  }
  let difference = differences[String(nightsAsked)];
  if (difference === undefined && !dated && other.fromPrice != null && main.fromPrice != null && other.fromNights && main.fromNights) {
    difference = pricePerNight(other.fromPrice, other.fromNights) * nightsAsked - pricePerNight(main.fromPrice, main.fromNights) * nightsAsked;
  }
  return { differences, difference };
}

/** Step of the offer detail: the rows and views it is made of, read in parallel where they do not depend on each other. */
async function detailParts(db: Db, offer: OfferRow, main: OfferRow, locale: string, language: Language) {
  const [hotelRow, lines, policy] = await Promise.all([findHotel(db, offer.hotelId), programLines(db, offer), policyOf(db, offer.cancellationPolicyId)]);
  const [roomRow] = await db.select().from(s.rooms).where(eq(s.rooms.id, offer.roomId)).limit(1);
  const activityIds = lines.map((l) => l.activityId).filter((id): id is number => id != null);
  const [hotel, offerImages, roomImages, activityImages, labels, discount, themes, others] = await Promise.all([
    hotelView(db, hotelRow, locale, language),
    imagesOf(db, 'offer', [offer.id, main.id]),
    roomRow ? imagesOf(db, 'room', [roomRow.id]) : Promise.resolve(new Map()),
    imagesOf(db, 'activity', activityIds),
    db
      .select({ code: s.marketingLabels.code, label: s.marketingLabels.label, color: s.marketingLabels.color, priority: s.marketingLabels.priority })
      .from(s.offerMarketingLabels)
      .innerJoin(s.marketingLabels, eq(s.marketingLabels.id, s.offerMarketingLabels.marketingLabelId))
      .where(eq(s.offerMarketingLabels.offerId, main.id)),
    offer.autoDiscountId != null
      ? db.select().from(s.autoDiscounts).where(eq(s.autoDiscounts.id, offer.autoDiscountId)).limit(1)
      : Promise.resolve([]),
    themesOf(db, [main.id], language),
    hotelMainOffers(db, offer.hotelId),
  ]);
  return { hotelRow, lines, policy, roomRow, hotel, offerImages, roomImages, activityImages, labels, discount, themes, others };
}

export async function offerRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;

  app.get(
    '/api/weekend/:id/detail.json',
    { schema: { tags: TAGS, summary: 'Offer (weekend) detail', params: OfferIdParams, querystring: OfferDetailQuery, response: { 200: OfferDetail } } },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const language = lang(locale);
      const stay = resolveStay({ checkin: q.checkin, checkout: q.checkout, night: q.night });
      const offer = await findOffer(db, request.params.id);
      const main = offer.parentOfferId != null ? await findOffer(db, offer.parentOfferId) : offer;
      const { hotelRow, lines, policy, roomRow, hotel, offerImages, roomImages, activityImages, labels, discount, themes, others } = await detailParts(db, offer, main, locale, language);
      const pax = { adults: q.adult, children: q.child, babies: q.baby };
      const otherMain = others.filter((o) => o.id !== main.id && o.published);
      const { quote, otherQuotes } = await detailQuotes(db, { offer, main, stay, pax, otherMain });
      const dated = stay !== null;
      const bookableNow = isBookable(quote, siteTimeZone(locale));
      const sell = quote?.sellPrice ?? null;
      const site = sitePaths(locale, q.minisite);
      const ownImages = offerImages.get(offer.id) ?? offerImages.get(main.id) ?? [];
      const images = ownImages.length ? ownImages.map((i) => imageView(i, language)) : hotel.images;
      const imagesBySize: Record<string, string[]> = {};
      for (const image of images) for (const [size, url] of Object.entries(image.sizes)) (imagesBySize[size] ??= []).push(url);
      const lineViews = lines.map((l) => lineView(l, language, activityImages));
      const breakfastLine = lines.find((l) => l.kind === 'breakfast');
      const label = tr(offer.label, language);
      const uri = site.product(offer.id);
      const paxCount = dated ? pax.adults + pax.children + pax.babies : 2;
      const family = (await productFamily(db, offer)).map((o) => o.id);
      const roomOffers = family.map((id) => ({
        id,
        nights: quote?.nights ?? main.defaultNights,
        price: id === offer.id ? sell : null,
        checkin: dated ? stay.checkin : null,
        paxCount,
        hasSelectedDates: dated,
        shortProgramIntroWithoutRoom: tr(offer.shortProgramIntro, language),
      }));
      return {
        id: offer.id,
        kind: offer.kind,
        label,
        uri,
        headwords: trList(offer.headwords, language),
        description: tr(offer.description, language),
        shortProgramIntro: tr(offer.shortProgramIntro, language),
        images,
        imagesBySize,
        hotel,
        programLine: lineViews,
        activities: lineViews.filter((l) => l.kind === 'activity'),
        activityDates: [],
        breakfast: breakfastLine
          ? {
              type: breakfastLine.type,
              title: tr(breakfastLine.title, language),
              mustKnowList: trList(breakfastLine.mustKnowList, language),
              schedules: breakfastLine.schedules.length ? breakfastLine.schedules : hotelRow.breakfastSchedule ? [hotelRow.breakfastSchedule] : [],
              detailList: trList(breakfastLine.detailList, language),
            }
          : null,
        dinner: lineViews.find((l) => l.kind === 'dinner') ?? null,
        room: roomView(offer, roomRow, roomImages, lineViews, language, label, roomOffers),
        price: detailPrice(quote, { finalPrice: dated && bookableNow, paxCount, nbRooms: offer.nbRooms }),
        published: offer.published,
        bookable: offer.published && (dated ? bookableNow : sell != null),
        expiration: offer.expiresOn,
        lastMinute: offer.lastMinute,
        availableRooms: dated && quote ? quote.roomsLeft : null,
        marketingLabels: labels.map((l) => ({ code: l.code, label: tr(l.label, language), color: l.color, priority: l.priority })),
        targetedLabel: trOrNull(offer.targetedLabel, language),
        cancellationPolicy: policyView(policy, language, stay?.checkin ?? null),
        autoDiscount: discount[0] && (discount[0].validUntil == null || discount[0].validUntil >= todayIso(new Date(), siteTimeZone(locale))) ? { code: discount[0].code, value: discount[0].value } : null,
        channelManagerId: offer.channelManagerId ?? hotelRow.channelManagerId,
        connectivity: offer.connectivity || hotelRow.connectivity,
        giftable: offer.giftable,
        importantInfos: trList(offer.importantInfos, language),
        breadcrumb: await breadcrumb(db, hotelRow, locale, language, { label, uri }),
        themes,
        defaultNights: main.defaultNights,
        maxNights: main.maxNights,
        otherOffers: otherMain.map((o) => otherOfferView(o, stay ? otherQuotes.get(o.id) : undefined, language, site)),
        pageModel:
          q.fetchPageModel !== undefined && !isTrue(q.fetchPageModel)
            ? null
            : {
                pageTitle: `${label} - ${hotelRow.label}`,
                canonicalUrl: uri,
                alternateUrls: (['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const).map((l) => ({ locale: l, url: sitePaths(l).product(offer.id) })),
                metaRobots: offer.published && hotelRow.active ? 'index, follow' : 'noindex, follow',
              },
      };
    },
  );

  app.get(
    '/product/:id/offers',
    {
      schema: {
        tags: TAGS,
        summary: 'The cancellation-policy options of a product, priced for the stay (cents)',
        params: OfferIdParams,
        querystring: StayQuery,
        response: { 200: OffersResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const language = lang(q.locale);
      const stay = resolveStay(q);
      const offer = await findOffer(db, request.params.id);
      const family = await productFamily(db, offer);
      const main = family.find((o) => o.id === mainOfferId(offer)) ?? offer;
      const priceStay = stay ?? fromStay(main, main);
      const pax = stay ? { adults: q.adult, children: q.child, babies: q.baby } : FROM_PRICE_TRAVELLERS;
      const quotes = priceStay ? await quoteStays(db, family.map((o) => o.id), { ...priceStay, ...pax }) : new Map<number, StayQuote>();
      const policies = await db.select().from(s.cancellationPolicies).where(inArray(s.cancellationPolicies.id, [...new Set(family.map((o) => o.cancellationPolicyId))]));
      const policyById = new Map(policies.map((p) => [p.id, p]));
      return {
        productId: main.id,
        checkin: stay?.checkin ?? null,
        nights: stay?.nights ?? null,
        offers: family
          .filter((o) => o.published && policyById.has(o.cancellationPolicyId))
          .map((o) => {
            const quote = quotes.get(o.id);
            const ok = isBookable(quote, siteTimeZone(q.locale));
            const type = stay ? ('final-price' as const) : ('from-price' as const);
            return {
              id: o.id,
              weekendId: o.id,
              label: tr(o.label, language),
              sellPrice: ok ? quote.sellPrice : null,
              refPrice: ok ? Math.max(quote.refPrice ?? quote.sellPrice, quote.sellPrice) : null,
              promo: ok ? quote.promoPercent : 0,
              priceType: type,
              bookable: ok,
              priceInfo: ok ? priceInfo(quote, type) : null,
              cancellationPolicy: policyView(policyById.get(o.cancellationPolicyId)!, language, stay?.checkin ?? null),
            };
          }),
      };
    },
  );

  app.get(
    '/product/:id/quote',
    {
      schema: {
        tags: TAGS,
        summary: 'Quote of a stay (409 PACKAGE_NOT_AVAILABLE_CHECKIN when the check-in is not available)',
        params: OfferIdParams,
        querystring: QuoteQuery,
        response: { 200: QuoteResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const locale = q.locale ?? 'fr_FR';
      const language = lang(locale);
      const stay = resolveStay(q, { requireCheckin: true })!;
      const selection = parseActivitySelection(q.activitySelectionList);
      const offer = await findOffer(db, request.params.id);
      const [hotel, lines, policy] = await Promise.all([findHotel(db, offer.hotelId), programLines(db, offer), policyOf(db, offer.cancellationPolicyId)]);
      const checkout = addDays(stay.checkin, stay.nights);
      const stayDays = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkin, i));
      const datedActivities = lines.filter((l) => l.kind === 'activity' && l.needsDate && l.activityId != null);
      const { chosen, modified } = chosenActivityDates(selection, datedActivities, stayDays);
      const quote = await quoteStay(db, { offerId: offer.id, checkin: stay.checkin, nights: stay.nights, adults: q.adult, children: q.child, babies: q.baby });
      if (!isBookable(quote, siteTimeZone(locale))) {
        throw new ApiError(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN', tr(NOT_AVAILABLE_MESSAGE, language), [
          { field: 'checkin', message: `${stay.checkin} is not available for ${stay.nights} night(s) with these travellers` },
        ]);
      }
      const activityImages = await imagesOf(db, 'activity', lines.map((l) => l.activityId).filter((id): id is number => id != null));
      return {
        offerId: offer.id,
        bookable: true,
        priceInfo: priceInfo(quote),
        pricePerNight: pricePerNight(quote.sellPrice, quote.nights),
        localTaxTotalAmount: localTaxTotal(
          { amount: hotel.localTaxAmount, type: hotel.localTaxType, percentage: hotel.localTaxPercentage },
          { adults: q.adult, nights: stay.nights, sellPrice: quote.sellPrice },
        ),
        programLineList: lines.map((l) => lineView(l, language, activityImages)),
        reservationCriteria: {
          offerId: offer.id,
          activityDaySelections: [...chosen.entries()].map(([activityId, date]) => ({ activityId, date })),
          pax: { numberOfAdults: q.adult, numberOfChildren: q.child, numberOfBabies: q.baby },
          travelPeriod: { checkinDate: stay.checkin, checkoutDate: checkout },
          minisiteId: q.minisite ?? null,
        },
        modifiedReservationCriteria: modified,
        flashDeal: offer.lastMinute,
        roomsAmountMessage: roomsAmountMessage(quote, language),
        roomsLeft: quote.roomsLeft,
        cancellationPolicy: policyView(policy, language, stay.checkin),
        activityDates: datedActivities.map((l) => activityDatesView(l, chosen, stayDays, language)),
        missingActivityDates: datedActivities.filter((l) => !chosen.has(l.activityId!)).map((l) => l.activityId!),
      };
    },
  );

  app.get(
    '/weekend/:id/packageCheckoutNights.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Bookable stay lengths (nights) for a check-in',
        params: OfferIdParams,
        querystring: CheckoutNightsQuery,
        response: { 200: Type.Array(Type.Integer({ minimum: 1 })) },
      },
    },
    async (request) => {
      const q = request.query;
      resolveStay({ checkin: q.checkin }, { requireCheckin: true });
      const offer = await findOffer(db, request.params.id);
      if (pastSameDayCutoff(q.checkin, new Date(), siteTimeZone(q.locale))) return [];
      return checkoutNights(db, { offerId: offer.id, checkin: q.checkin, adults: q.adult, children: q.child, babies: q.baby, maxNights: q.length });
    },
  );

  app.get(
    '/api/weekend/:id/upsells.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Upsells of an offer: other offers of the same hotel with their price difference (cents)',
        params: OfferIdParams,
        querystring: StayQuery,
        response: { 200: UpsellsResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const language = lang(q.locale);
      const stay = resolveStay(q);
      const offer = await findOffer(db, request.params.id);
      const main = offer.parentOfferId != null ? await findOffer(db, offer.parentOfferId) : offer;
      const candidates = (await hotelMainOffers(db, offer.hotelId)).filter((o) => o.id !== main.id && o.published && o.kind === main.kind);
      const pax = stay ? { adults: q.adult, children: q.child, babies: q.baby } : FROM_PRICE_TRAVELLERS;
      const ids = [main.id, ...candidates.map((o) => o.id)];
      const perLos = await quotesPerLengthOfStay(db, ids, main, stay, pax);
      const nightsAsked = stay?.nights ?? main.fromNights ?? main.defaultNights;
      const lines = candidates.length
        ? await db.select().from(s.offerProgramLines).where(and(inArray(s.offerProgramLines.offerId, candidates.map((o) => o.id))))
        : [];
      const site = sitePaths(q.locale);
      const upsells = candidates
        .map((o) => {
          const { differences, difference } = priceDifferences(main, o, perLos, nightsAsked, stay !== null);
          if (difference === undefined) return null;
          const own = lines.filter((l) => l.offerId === o.id).sort((a, b) => a.position - b.position);
          const picture = fallbackImage('offer', `o${o.id}`, tr(o.label, language));
          return {
            id: o.id,
            label: tr(o.label, language),
            priceDifference: difference,
            priceDifferencePerLos: differences,
            programLines: own.map((l) => tr(l.title, language)),
            imagesBySize: picture.sizes,
            activityIds: own.map((l) => l.activityId).filter((id): id is number => id != null),
            uri: site.product(o.id),
          };
        })
        .filter((u): u is NonNullable<typeof u> => u !== null && u.priceDifference >= 0)
        .sort((a, b) => a.priceDifference - b.priceDifference);
      return { offerId: offer.id, upsells };
    },
  );
}
