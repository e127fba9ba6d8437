/**
 * Newsletter pop-up rules (site-wide §4): appears 10 s after navigating from one page to another onto home,
 * stay, hotel or a search page, unless the acquisition cookie exists; closing or subscribing records that in
 * the cookie; after success it closes after about 1.2 s.
 */
import type { PageKind } from '@storefront/contracts';

export const POPUP_DELAY_MS = 10_000;
export const POPUP_CLOSE_AFTER_SUCCESS_MS = 1_200;
export const ACQUISITION_COOKIE = 'sf_newsletter_acquisition';
/** One year. */
export const ACQUISITION_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Home, stay (product), hotel and search pages (including keyword and activity results). */
export const POPUP_PAGE_KINDS: readonly PageKind[] = ['home', 'product', 'hotel', 'search', 'keyword', 'activitySearch'];

export interface PopupConditions {
  /** the page was reached by a navigation inside the app (not the first page loaded) */
  internalNavigation: boolean;
  pageKind: PageKind;
  hasAcquisitionCookie: boolean;
  customerCare: boolean;
}

export function shouldSchedulePopup(c: PopupConditions): boolean {
  return c.internalNavigation && POPUP_PAGE_KINDS.includes(c.pageKind) && !c.hasAcquisitionCookie && !c.customerCare;
}

export type NewsletterState = 'idle' | 'loading' | 'success' | 'error';

/** The button is disabled while loading or after success. */
export function isSubmitDisabled(state: NewsletterState): boolean {
  return state === 'loading' || state === 'success';
}
