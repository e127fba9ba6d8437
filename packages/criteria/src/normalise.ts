/**
 * Turns anything (a parsed hash, a partial object from code, hostile input) into valid criteria.
 * Rule of thumb: garbage in a key drops that key (or uses its default), numbers out of range are clamped,
 * lists keep only well-formed, de-duplicated entries. Nothing here throws.
 */
import {
  ACCESSIBILITY_FACILITIES,
  ACTIVITY_PRICE_LOWER_BOUND,
  CENTS,
  DEFAULT_TRAVELLERS,
  GIFT_TRAVELLERS,
  MAX_CODE_LENGTH,
  MAX_ID,
  MAX_ID_LENGTH,
  MAX_LIST_LENGTH,
  PRICE_LOWER_BOUND,
  PRICE_UPPER_BOUND,
  SCORE_OPTIONS,
  STAR_OPTIONS,
  TRAVELLER_BOUNDS,
} from './constants';
import { daysBetween, firstSelectableDay, isIsoDate, lastWindowDay, siteToday } from './dates';
import { isWeekendValue, weekendStays } from './weekend';
import { DISTANCE_MAX, DISTANCE_MIN, MAX_NIGHTS } from './keys';
import { flowHasDates, isSingleRoom, splitPets } from './business-rules';
import {
  AREA_KEYS,
  DEFAULT_FLOW,
  DESTINATION_ID_KEYS,
  SORT_KEYS,
  type Flow,
  type NormaliseOptions,
  type ScoreOption,
  type SearchCriteria,
  type SortKey,
  type Star,
} from './types';
import { isSortAllowed } from './sort';

const ID = new RegExp(`^[1-9][0-9]{0,${MAX_ID_LENGTH - 1}}$`);
const CODE = new RegExp(`^[a-z0-9_-]{1,${MAX_CODE_LENGTH}}$`);

/** A raw value as it comes from a URL or from code. */
export type RawValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type RawCriteria = Partial<Record<keyof SearchCriteria | string, RawValue>>;

function first(value: RawValue): string | number | boolean | null | undefined {
  return Array.isArray(value) ? (value[value.length - 1] as string | number | undefined) : (value as string | number | boolean | null | undefined);
}

/** A finite number from a number or a plain decimal string ('12', '-3.5'); anything else is undefined. */
export function toNumber(value: RawValue): number | undefined {
  const v = first(value);
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (!/^-?\d{1,12}(\.\d{1,12})?$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

function toInt(value: RawValue): number | undefined {
  const n = toNumber(value);
  return n === undefined ? undefined : Math.trunc(n);
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** A catalogue id (positive 32-bit integer, written in digits), or undefined. */
export function toId(value: RawValue): string | undefined {
  const v = first(value);
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return ID.test(s) && Number(s) <= MAX_ID ? s : undefined;
}

/** A facet code ('castle', 'sea_view'): lower case letters, digits, '_' or '-'; upper case is lowered. */
export function toCode(value: RawValue): string | undefined {
  const v = first(value);
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase();
  return CODE.test(s) ? s : undefined;
}

function toList(value: RawValue, item: (v: string) => string | undefined): string[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const out: string[] = [];
  for (const p of parts) {
    const id = item(p);
    if (id && !out.includes(id)) out.push(id);
    if (out.length >= MAX_LIST_LENGTH) break;
  }
  return out;
}

/** A list of ids from an array or a comma list; malformed entries dropped, de-duplicated, capped at 50. */
export function toIdList(value: RawValue): string[] {
  return toList(value, toId);
}

/** A list of facet codes, like toIdList. */
export function toCodeList(value: RawValue): string[] {
  return toList(value, toCode);
}

export function toBoolean(value: RawValue): boolean {
  const v = first(value);
  return v === true || v === 1 || v === '1' || v === 'true';
}

function toStars(value: RawValue): Star[] {
  const set = new Set(toList(value, (v) => v.trim()).map(Number));
  return STAR_OPTIONS.filter((s) => set.has(s));
}

function toScore(value: RawValue): ScoreOption | undefined {
  const n = toNumber(value);
  return SCORE_OPTIONS.find((s) => s === n);
}

function toSort(value: RawValue): SortKey | undefined {
  const v = first(value);
  return SORT_KEYS.find((k) => k === v);
}

function toTraveller(value: RawValue, key: 'a' | 'c' | 'b'): number {
  const n = toInt(value);
  if (n === undefined) return DEFAULT_TRAVELLERS[key];
  return clamp(n, TRAVELLER_BOUNDS[key].min, TRAVELLER_BOUNDS[key].max);
}

/** Lowest price (euros) meaning "a lower bound" in a flow: 9, or 1 for activities. */
export function priceLowerBound(flow: Flow): number {
  return flow === 'activity' ? ACTIVITY_PRICE_LOWER_BOUND : PRICE_LOWER_BOUND;
}

/**
 * Price bounds in cents. A minimum at or below the lower bound means no lower bound, a maximum at or above
 * 250 € means no upper bound; reversed bounds are swapped.
 */
export function normalisePrice(min: number | undefined, max: number | undefined, flow: Flow): { priceMin?: number; priceMax?: number } {
  let lo = min === undefined || min < 0 ? undefined : Math.round(min);
  let hi = max === undefined || max < 0 ? undefined : Math.round(max);
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  if (lo !== undefined && lo <= priceLowerBound(flow) * CENTS) lo = undefined;
  if (hi !== undefined && hi >= PRICE_UPPER_BOUND * CENTS) hi = undefined;
  const out: { priceMin?: number; priceMax?: number } = {};
  if (lo !== undefined) out.priceMin = lo;
  if (hi !== undefined) out.priceMax = hi;
  return out;
}

/** Distance bounds clamped to 0-300 km, swapped when reversed. */
export function normaliseDistance(min: number | undefined, max: number | undefined): { distanceMin?: number; distanceMax?: number } {
  let lo = min === undefined ? undefined : clamp(Math.round(min), DISTANCE_MIN, DISTANCE_MAX);
  let hi = max === undefined ? undefined : clamp(Math.round(max), DISTANCE_MIN, DISTANCE_MAX);
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  const out: { distanceMin?: number; distanceMax?: number } = {};
  if (lo !== undefined) out.distanceMin = lo;
  if (hi !== undefined) out.distanceMax = hi;
  return out;
}

/**
 * Dates: a check-in must be a real date from the first selectable day (today, or tomorrow from 20:00) to the
 * end of the one-year window; a check-out must be after the check-in and inside the window. An invalid
 * check-in drops both; an invalid check-out drops the check-out only. `night` follows the dates.
 */
export function normaliseDates(
  checkin: RawValue,
  checkout: RawValue,
  night: RawValue,
  now: Date,
  timeZone?: string,
): { checkin?: string; checkout?: string; night?: number } {
  const out: { checkin?: string; checkout?: string; night?: number } = {};
  const ci = first(checkin);
  const co = first(checkout);
  const firstDay = firstSelectableDay(now, timeZone);
  const lastDay = lastWindowDay(now, timeZone);
  if (isIsoDate(ci) && ci >= firstDay && ci <= lastDay) {
    out.checkin = ci;
    if (isIsoDate(co) && co > ci && daysBetween(ci, co) <= MAX_NIGHTS) {
      out.checkout = co;
      out.night = daysBetween(ci, co);
      return out;
    }
  }
  const n = toInt(night);
  if (n !== undefined && n >= 1 && n <= MAX_NIGHTS) out.night = n;
  return out;
}

/**
 * Build valid criteria from raw values. Flow rules applied: gifting travellers fixed at 2/0/0, the sort must be
 * one the flow allows (activity has none), price lower bound per flow. Single room is true exactly with
 * children or babies. A position clears the destination area keys. The 'pets' facility becomes petsAllowed. The
 * hotel flow has no theme.
 */
export function normaliseCriteria(raw: RawCriteria = {}, options: NormaliseOptions = {}): SearchCriteria {
  const flow = options.flow ?? DEFAULT_FLOW;
  const now = options.now ?? new Date();
  const criteria: SearchCriteria = {
    a: toTraveller(raw.a, 'a'),
    c: toTraveller(raw.c, 'c'),
    b: toTraveller(raw.b, 'b'),
    s: false,
    tags: toIdList(raw.tags),
    hotelTypes: toCodeList(raw.hotelTypes),
    hotelEnvironments: toCodeList(raw.hotelEnvironments),
    hotelStyles: toCodeList(raw.hotelStyles),
    stars: toStars(raw.stars),
    facilities: [],
    petsAllowed: toBoolean(raw.petsAllowed),
    accessibility: toCodeList(raw.accessibility).filter((code) => (ACCESSIBILITY_FACILITIES as readonly string[]).includes(code)),
    freeCancellation: toBoolean(raw.freeCancellation),
  };
  if (flow === 'gifting') Object.assign(criteria, GIFT_TRAVELLERS);
  criteria.s = isSingleRoom(criteria.c, criteria.b);

  const pets = splitPets(toCodeList(raw.facilities));
  if (pets.pets) criteria.petsAllowed = true;
  criteria.facilities = pets.facilities;

  const lat = toNumber(raw.lat);
  const lng = toNumber(raw.lng);
  const hasPosition = lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (hasPosition) {
    criteria.lat = lat;
    criteria.lng = lng;
  }
  for (const key of DESTINATION_ID_KEYS) {
    if (hasPosition && (AREA_KEYS as readonly string[]).includes(key)) continue;
    const id = toId(raw[key]);
    if (id !== undefined) criteria[key] = id;
  }
  // the hotel flow has no theme (no field to see or clear it with): a theme from another flow is dropped
  const theme = flow === 'hotel' ? undefined : toId(raw.theme);
  if (theme !== undefined) criteria.theme = theme;

  Object.assign(criteria, normaliseDates(raw.checkin, raw.checkout, raw.night, now, options.timeZone));
  // flexible dates: exact dates win; a month without a weekend left (past, beyond the window) is dropped
  const weekend = first(raw.weekend);
  if (!criteria.checkin && flowHasDates(flow) && isWeekendValue(weekend)) {
    const today = siteToday(now, options.timeZone);
    if (weekendStays(weekend, { today, firstDay: firstSelectableDay(now, options.timeZone) }).length) criteria.weekend = weekend;
  }
  Object.assign(criteria, normaliseDistance(toNumber(raw.distanceMin), toNumber(raw.distanceMax)));
  Object.assign(criteria, normalisePrice(toInt(raw.priceMin), toInt(raw.priceMax), flow));

  const score = toScore(raw.hotelScore);
  if (score !== undefined) criteria.hotelScore = score;
  const floor = toNumber(raw.minHotelReviewScore);
  if (floor !== undefined && floor > 0) criteria.minHotelReviewScore = Math.min(10, floor);

  const sort = toSort(raw.sort);
  if (sort !== undefined && isSortAllowed(sort, flow, criteria)) criteria.sort = sort;
  return criteria;
}

/** The default criteria of a flow (no destination, no dates, no filters). */
export function defaultCriteria(flow: Flow = DEFAULT_FLOW): SearchCriteria {
  return normaliseCriteria({}, { flow });
}
