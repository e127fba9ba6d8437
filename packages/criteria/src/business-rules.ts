/**
 * Business rules that the browser and the API both apply (issue #27 §3): each one is defined here once and
 * imported by the remotes and by packages/api. See docs/decisions/0010-criteria-model.md.
 */
import { GIFT_TRAVELLERS } from './constants';
import type { Flow } from './types';

/** Travellers searched and priced in a flow: fixed at 2 adults, 0 children, 0 babies in gifting. */
export function flowTravellers(flow: Flow, travellers: { a: number; c: number; b: number }): { a: number; c: number; b: number } {
  return flow === 'gifting' ? { ...GIFT_TRAVELLERS } : { a: travellers.a, c: travellers.c, b: travellers.b };
}

/** Single room: true exactly when children or babies travel (search.md §3); never chosen on its own. */
export function isSingleRoom(children: number, babies: number): boolean {
  return children > 0 || babies > 0;
}

/** 'pets' is never a facility on the wire: it is the petsAllowed flag (search.md §5). */
export function splitPets(facilities: readonly string[]): { facilities: string[]; pets: boolean } {
  return { facilities: facilities.filter((f) => f !== 'pets'), pets: facilities.includes('pets') };
}

/** Price bounds travel as singleVoucherPriceMin/Max in gifting, priceMin/priceMax elsewhere. */
export function priceKeys(flow: Flow): { min: 'priceMin' | 'singleVoucherPriceMin'; max: 'priceMax' | 'singleVoucherPriceMax' } {
  return flow === 'gifting' ? { min: 'singleVoucherPriceMin', max: 'singleVoucherPriceMax' } : { min: 'priceMin', max: 'priceMax' };
}

/** Dates belong to the booking and hotel flows only (no dates in gifting or activity, search bar §2). */
export function flowHasDates(flow: Flow): boolean {
  return flow === 'booking' || flow === 'hotel';
}

/**
 * Promo percentages are shown from 10 % on stays and hotel nights, from 5 % on activities (search.md §9). The API
 * applies it to what it sends; a page showing a price of the API applies the same threshold, never another one.
 */
export const PROMO_THRESHOLD = { stay: 10, activity: 5 } as const;
export function shownPromo(percent: number | null | undefined, kind: keyof typeof PROMO_THRESHOLD): number | null {
  return percent != null && percent >= PROMO_THRESHOLD[kind] ? percent : null;
}

/** The review score floor: the higher of the score filter's selection (hotelScore) and minHotelReviewScore. */
export function reviewFloor(hotelScore: number | null | undefined, minHotelReviewScore: number | null | undefined): number | undefined {
  const values = [hotelScore, minHotelReviewScore].filter((v): v is number => v != null);
  return values.length ? Math.max(...values) : undefined;
}
