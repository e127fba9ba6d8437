/** Step: the offers of a hotel. */
import type * as s from '../../db/schema';
import type { Localized } from '../../db/schema';
import { addDays } from '../../db/pricing';
import { hashSeed, Rng } from '../prng';
import { type City, type CountryCode } from '../data/places';
import { type Lang } from '../data/text/localized';
import { type HotelEnvironmentCode, type HotelStyleCode, type HotelTypeCode } from '../data/text/hotels';
import { ROOM_IMPORTANT_INFOS, type RoomTypeText } from '../data/text/rooms';
import { FAMILY_THEME_ID, THEMES } from '../data/text/themes';
import { ACTIVITY_LINES, BREAKFASTS, DINNERS, MARKETING_LABELS, OFFER_HEADWORDS, OFFER_TITLES, STRESS_MESSAGES } from '../data/text/offers';
import type { CatalogueDates } from '../generate';
import { fillAll, imageRow, map4, slugify, type GiftableByTheme, type Ids } from './helpers';
import { roomRow } from './rooms';
import { availabilityArrays, fromPrice } from './availability';
import { COUNTRY_PRICE, ENVIRONMENT_THEMES } from './hotels';
import { singleVoucherPrices } from './vouchers';

export interface OfferPlan {
  id: number;
  kind: 'stay' | 'hotel_only';
  themeIds: number[];
  base: number;
}

export const breakfastIncluded = (lines: Record<string, unknown>[]) => lines.some((l) => l.kind === 'breakfast');

export interface HotelOffersInput {
  rng: Rng;
  style: HotelStyleCode;
  roomTypes: RoomTypeText[];
  petsAllowed: boolean;
  codes: Set<string>;
  hotelType: HotelTypeCode;
  environment: HotelEnvironmentCode;
  offersPerHotel: [number, number];
  stars: number;
  city: City;
  ids: Ids;
  isEco: boolean;
  rooms: ReturnType<typeof roomRow>[];
  seed: number;
  dates: CatalogueDates;
  hotel: typeof s.hotels.$inferInsert;
  label: string;
  description: Localized;
  /** the hotel's image rows: the offers' pictures are added to them */
  images: Record<string, unknown>[];
  hotelId: number;
  giftableByTheme: GiftableByTheme;
  mainOffersByCountry: Map<CountryCode, number[]>;
}

/**
 * The offers of a hotel (themes, programme lines, labels, availability, from-prices, cancellation-option siblings,
 * single-voucher prices); the hotel's own random stream draws the plans, each offer then its own stream.
 */
export function hotelOffers(input: HotelOffersInput) {
  const { rng, style, roomTypes, petsAllowed, codes, hotelType, environment, offersPerHotel, stars, city, ids, isEco, rooms, seed, dates, hotel, label, description, images, hotelId, giftableByTheme, mainOffersByCountry } = input;
  const themePool = [...ENVIRONMENT_THEMES[environment]];
  if (style === 'family' || roomTypes.some((r) => r.code === 'family')) themePool.push(FAMILY_THEME_ID);
  if (petsAllowed) themePool.push(15);
  if (codes.has('spa')) themePool.push(2);
  if (hotelType === 'castle') themePool.push(6);
  if (hotelType === 'unusual') themePool.push(12);
  const mainStay = rng.int(offersPerHotel[0], offersPerHotel[1]);
  const withHotelOnly = rng.chance(0.35);
  const priceLevel = ({ 2: 6500, 3: 9500, 4: 14500, 5: 24000 } as Record<number, number>)[stars]! * COUNTRY_PRICE[city.country] * (city.tier <= 2 ? 1.15 : 1);
  const plans: OfferPlan[] = [];
  for (let o = 0; o < mainStay + (withHotelOnly ? 1 : 0); o++) {
    const kind = o < mainStay ? 'stay' : 'hotel_only';
    const theme = rng.pick(themePool);
    const themeIds = kind === 'stay' ? [...new Set([theme, ...(rng.chance(0.3) ? [rng.pick(themePool)] : [])])] : [];
    const base = Math.round((priceLevel * (kind === 'stay' ? rng.next() * 0.6 + 0.9 : 0.62)) / 100) * 100;
    plans.push({ id: ++ids.offer, kind, themeIds, base });
  }

  const offerRows: Record<string, unknown>[] = [];
  const offerThemes: Record<string, unknown>[] = [];
  const offerLabels: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const availability: Record<string, unknown>[] = [];
  const voucherPrices: Record<string, unknown>[] = [];
  const cityLocal = (l: Lang) => city.name[l];

  for (const plan of plans) {
    const orng = new Rng(hashSeed(seed, 'offer', plan.id));
    const room = orng.pick(rooms);
    const theme = plan.themeIds[0];
    const defaultNights = plan.kind === 'hotel_only' ? 1 : orng.weighted([1, 2, 3], (n) => ({ 1: 6, 2: 3, 3: 1 })[n]!);
    const maxNights = Math.max(defaultNights, orng.pick([3, 4, 5, 7]));
    const av = availabilityArrays(orng, plan, dates, defaultNights, maxNights);
    const published = !orng.chance(0.03);
    const expiresOn = !published ? addDays(dates.today, -orng.int(1, 60)) : orng.chance(0.06) ? addDays(dates.today, orng.int(2, 20)) : null;
    const lastMinute = published && orng.chance(0.07);

    // programme
    const offerLines: Record<string, unknown>[] = [];
    const line = (kind: s.ProgramLineKind, extra: Record<string, unknown>) =>
      offerLines.push({
        id: ++ids.line,
        offerId: plan.id,
        position: offerLines.length,
        kind,
        activityId: null,
        detailList: [],
        duration: null,
        where: null,
        whyList: [],
        mustKnowList: [],
        schedules: [],
        how: null,
        menu: null,
        type: null,
        repeated: false,
        importantInfos: [],
        icon: kind,
        participantsLabel: null,
        displayPax: false,
        needsDate: false,
        ...extra,
      });
    line('room', { title: room.label, detailList: [room.bedding], icon: 'bed', repeated: true });
    const breakfast = orng.pick(BREAKFASTS);
    if (plan.kind === 'stay' || orng.chance(0.5)) {
      line('breakfast', { title: breakfast.title, detailList: breakfast.detailList, mustKnowList: breakfast.mustKnowList, schedules: [hotel.breakfastSchedule], type: breakfast.type, repeated: true, icon: 'coffee' });
    }
    const activityTitles: Localized[] = [];
    if (plan.kind === 'stay') {
      if (orng.chance(theme === 3 || theme === 1 ? 0.8 : 0.35)) {
        const dinner = orng.pick(DINNERS);
        line('dinner', { title: dinner.title, menu: orng.pick(dinner.menus), mustKnowList: dinner.mustKnowList, schedules: [{ from: '19:30', to: '21:30' }], type: dinner.type, icon: 'dinner' });
      }
      const fitting = ACTIVITY_LINES.filter((a) => plan.themeIds.some((t) => a.themeIds.includes(t)));
      for (const a of orng.sample(fitting.length ? fitting : ACTIVITY_LINES, orng.int(1, 2))) {
        activityTitles.push(a.title);
        line('activity', {
          activityId: a.activityId,
          title: a.title,
          detailList: a.detailList,
          duration: a.duration,
          where: a.where,
          whyList: a.whyList,
          mustKnowList: a.mustKnowList,
          schedules: a.schedules,
          how: a.how,
          icon: a.icon,
          participantsLabel: a.participantsLabel,
          displayPax: true,
          needsDate: orng.chance(0.4),
        });
      }
    }
    lines.push(...offerLines);

    const titles = theme != null ? OFFER_TITLES[theme] : undefined;
    const offerLabel = plan.kind === 'hotel_only'
      ? map4((l) => `${room.label[l]} · ${breakfastIncluded(offerLines) ? breakfast.title[l] : label}`)
      : fillAll(titles ? orng.pick(titles) : OFFER_TITLES[1]![0]!, (l) => ({ city: cityLocal(l), hotel: label, nights: defaultNights }));
    const headwords = theme != null && OFFER_HEADWORDS[theme] ? orng.sample(OFFER_HEADWORDS[theme]!, orng.int(2, 3)) : [];
    const shortProgramIntro = map4((l) => offerLines.map((ln) => (ln.title as Localized)[l]).join(' + '));
    const themeText = THEMES.find((t) => t.id === theme);
    const offerDescription = map4((l) => [themeText?.description[l], description[l].split('. ')[0] + '.'].filter(Boolean).join(' '));
    const cancellation = plan.kind === 'hotel_only' ? orng.pick([1, 2]) : orng.weighted([1, 2, 3], (n) => ({ 1: 6, 2: 3, 3: 1 })[n]!);
    const common = {
      kind: plan.kind,
      hotelId,
      roomId: room.id,
      headwords,
      shortProgramIntro,
      description: offerDescription,
      targetedLabel: orng.chance(0.05) ? STRESS_MESSAGES.bestPrice.text : null,
      importantInfos: orng.sample(ROOM_IMPORTANT_INFOS, orng.int(0, 2)),
      published,
      expiresOn,
      lastMinute,
      giftable: plan.kind === 'stay' && orng.chance(0.75),
      channelManagerId: hotel.channelManagerId,
      connectivity: hotel.connectivity,
      autoDiscountId: orng.chance(0.1) ? orng.int(1, 3) : null,
      nbRooms: 1,
      defaultNights,
      maxNights,
      popularity: orng.int(0, 1000),
      createdOn: addDays(dates.today, -orng.int(0, 900)),
    };
    const fromMain = fromPrice({ id: plan.id, published, expiresOn, priceMarkupBp: 0 }, room.maxCapacity, av, dates);
    offerRows.push({ id: plan.id, parentOfferId: null, priceMarkupBp: 0, label: offerLabel, slug: slugify(offerLabel.fr).slice(0, 80), cancellationPolicyId: cancellation, ...common, ...fromMain });
    // a more flexible cancellation option of the same product, sold a little dearer
    if (cancellation === 1 && orng.chance(0.6)) {
      const siblingId = ++ids.offer;
      const markup = orng.pick([800, 1000, 1200, 1500]);
      const fromSibling = fromPrice({ id: siblingId, published, expiresOn, priceMarkupBp: markup }, room.maxCapacity, av, dates);
      offerRows.push({ id: siblingId, parentOfferId: plan.id, priceMarkupBp: markup, label: offerLabel, slug: slugify(offerLabel.fr).slice(0, 80), cancellationPolicyId: 2, ...common, giftable: false, ...fromSibling });
    }
    for (const themeId of plan.themeIds) offerThemes.push({ offerId: plan.id, themeId });
    const labelCodes = new Set<string>();
    if (lastMinute) labelCodes.add('last_minute');
    if (isEco && orng.chance(0.5)) labelCodes.add('eco');
    if (orng.chance(0.18)) labelCodes.add(orng.pick(['best_seller', 'new', 'exclusive', 'favourite', 'flash_sale']));
    for (const code of labelCodes) offerLabels.push({ offerId: plan.id, marketingLabelId: MARKETING_LABELS.findIndex((m) => m.code === code) + 1 });
    availability.push({ offerId: plan.id, startDate: dates.availabilityStart, ...av });
    const subjects = [themeText?.icon ?? 'room', ...activityTitles.map((_, i) => `activity-${i}`), 'room', 'breakfast', environment];
    subjects.forEach((subject, i) => images.push(imageRow(ids, 'offer', plan.id, i, subject, seed, offerLabel, offerLabel)));

    if (common.giftable && published) {
      voucherPrices.push(...singleVoucherPrices(plan.id, av, dates, Math.min(3, maxNights)));
      for (const themeId of plan.themeIds) {
        const list = giftableByTheme.get(themeId) ?? [];
        list.push({ id: plan.id, stars, country: city.country });
        giftableByTheme.set(themeId, list);
      }
    }
    if (published && plan.kind === 'stay') {
      const list = mainOffersByCountry.get(city.country) ?? [];
      list.push(plan.id);
      mainOffersByCountry.set(city.country, list);
    }
  }

  return { offerRows, offerThemes, offerLabels, lines, availability, voucherPrices };
}
