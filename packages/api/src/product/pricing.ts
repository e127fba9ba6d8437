/** Turning the one price computation (src/db/pricing.ts, sf_quote) into the API's price shapes. */
import type { StayQuote } from '../db/pricing';
import type { Language, Localized } from '../db/schema';
import { isPastSameDayCutoff } from '@storefront/criteria';
import { cancellationDeadline, tr } from '../routes/common';
import type { PolicyRow } from './load';

export function priceInfo(quote: StayQuote, priceType: 'final-price' | 'from-price' = 'final-price') {
  const sell = quote.sellPrice ?? 0;
  const ref = Math.max(quote.refPrice ?? sell, sell);
  return {
    sellPrice: sell,
    refPrice: ref,
    promoPercentageRounded: Math.max(0, quote.promoPercent),
    moneySaved: ref - sell,
    priceType,
    nbRooms: quote.nbRooms,
    nights: quote.nights,
  };
}

export function policyView(policy: PolicyRow, language: Language, checkin: string | null) {
  return {
    type: policy.type,
    cancellable: policy.cancellable,
    label: tr(policy.label, language),
    message: tr(policy.message, language),
    cancellationDeadline: cancellationDeadline(checkin, policy.deadlineDaysBeforeCheckin, policy.cancellable),
    refundPercent: policy.refundPercent,
  };
}

/**
 * Same-day cut-off: from 20:00 on the site's clock a check-in today is no longer bookable (site-wide.md §4); the
 * criteria package's rule, the one the browser's calendars apply too. Default clock: the business time zone.
 */
export function pastSameDayCutoff(checkin: string, now: Date = new Date(), timeZone?: string): boolean {
  return isPastSameDayCutoff(checkin, now, timeZone);
}

export function isBookable(quote: StayQuote | null | undefined, timeZone?: string, now: Date = new Date()): quote is StayQuote & { sellPrice: number } {
  return !!quote && quote.bookable && quote.sellPrice != null && !pastSameDayCutoff(quote.checkin, now, timeZone);
}

const ROOMS_MESSAGE: Record<Language, (n: number) => string> = {
  fr: (n) => `Prix pour ${n} chambres`,
  es: (n) => `Precio para ${n} habitaciones`,
  nl: (n) => `Prijs voor ${n} kamers`,
  it: (n) => `Prezzo per ${n} camere`,
};
const ROOMS_LEFT: Record<Language, (n: number) => string> = {
  fr: (n) => (n === 1 ? 'Plus qu’une chambre disponible' : `Plus que ${n} chambres disponibles`),
  es: (n) => (n === 1 ? 'Solo queda una habitación' : `Solo quedan ${n} habitaciones`),
  nl: (n) => (n === 1 ? 'Nog maar één kamer beschikbaar' : `Nog maar ${n} kamers beschikbaar`),
  it: (n) => (n === 1 ? 'Rimane solo una camera' : `Rimangono solo ${n} camere`),
};

/** The quote's rooms message: the number of rooms when more than one, else rooms left when 3 or fewer. */
export function roomsAmountMessage(quote: StayQuote, language: Language): string | null {
  if (quote.nbRooms > 1) return ROOMS_MESSAGE[language](quote.nbRooms);
  if (quote.roomsLeft > 0 && quote.roomsLeft <= 3) return ROOMS_LEFT[language](quote.roomsLeft);
  return null;
}

/** Local tax of the stay in cents: per adult per night, or a percentage of the stay price. */
export function localTaxTotal(
  tax: { amount: number; type: string; percentage: number | null },
  stay: { adults: number; nights: number; sellPrice: number },
): number {
  if (tax.type === 'PERCENTAGE') return Math.round((stay.sellPrice * (tax.percentage ?? 0)) / 100);
  return tax.amount * stay.adults * stay.nights;
}

export const NOT_AVAILABLE_MESSAGE: Localized = {
  fr: 'Plus de disponibilités. Modifiez vos critères de séjour pour profiter de nos offres.',
  es: 'No quedan disponibilidades. Modifica los criterios de tu estancia para disfrutar de nuestras ofertas.',
  nl: 'Geen beschikbaarheid meer. Pas je verblijfscriteria aan om van onze aanbiedingen te genieten.',
  it: 'Nessuna disponibilità. Modifica i criteri del soggiorno per approfittare delle nostre offerte.',
};
