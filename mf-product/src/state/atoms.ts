/** mf-product's jotai store: UI state of the booking steps that is not in the URL. */
import { atom } from 'jotai';

/** Check-ins the quote refused (PACKAGE_NOT_AVAILABLE_CHECKIN): marked unavailable in the calendar. */
export const unavailableCheckinsAtom = atom<string[]>([]);
/** The visitor pressed Book: missing steps are flagged from then on. */
export const checkoutAttemptedAtom = atom(false);
/** An upsell was chosen: loading message, then the new product id after 500 ms. */
export const upsellLoadingAtom = atom<number | null>(null);
/** The booking calendar is open. */
export const calendarOpenAtom = atom(false);
/**
 * Book was pressed on an offer without dates: the product id waits here while the calendar is open, and checkout
 * continues by itself once the dates are chosen and their quote has arrived.
 */
export const pendingCheckoutAtom = atom<number | null>(null);
