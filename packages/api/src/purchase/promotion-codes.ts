/**
 * Promotion codes (issue #28 part 7; spec Wallet order 'promotionCodeItem', breakdown 'reductionAmount'): a code
 * gives a percentage or an amount off a basket, within a validity window, on some sites, above a minimum basket,
 * up to a number of uses. Pure: the order code reads the code's row and its use count, calls `applyPromotionCode`,
 * and records the use in the order's transaction. The reduction never exceeds the basket.
 */
import type { SiteCode } from '@storefront/contracts';

export type PromotionKind = 'PERCENT' | 'AMOUNT';

export interface PromotionCode {
  /** upper case, as typed once normalised */
  code: string;
  kind: PromotionKind;
  /** PERCENT: 1-100; AMOUNT: cents */
  value: number;
  /** PERCENT only: the largest reduction in cents, null for none */
  maxReduction: number | null;
  /** cents; 0 for none */
  minimumBasket: number;
  validFrom: Date;
  /** exclusive */
  validUntil: Date;
  /** sites where it applies; empty = all */
  locales: readonly SiteCode[];
  /** total uses allowed, null for unlimited */
  usageCap: number | null;
}

export const PROMOTION_REFUSALS = ['unknown', 'expired', 'not_applicable', 'exhausted'] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];

/** Why a code is not applicable, for the message. */
export type NotApplicableReason = 'not_yet_valid' | 'locale' | 'minimum_basket';

export interface Basket {
  /** cents: what the code reduces (the items, before insurance, shipping and gift cards) */
  amount: number;
  locale: SiteCode;
  now?: Date;
}

export type PromotionResult =
  | { ok: true; code: string; reduction: number }
  | { ok: false; code: string; refusal: PromotionRefusal; reason?: NotApplicableReason; message: string };

export const PROMOTION_CODE_MAX_LENGTH = 40;

/** What the buyer typed, as codes are stored: no spaces, upper case. */
export function normalisePromotionCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The reduction in cents of a code on an amount (no rule checked). */
export function reductionOf(
  promotion: Pick<PromotionCode, 'kind' | 'value' | 'maxReduction'>,
  amount: number,
): number {
  const raw = promotion.kind === 'PERCENT' ? Math.floor((amount * promotion.value) / 100) : promotion.value;
  const capped =
    promotion.kind === 'PERCENT' && promotion.maxReduction !== null
      ? Math.min(raw, promotion.maxReduction)
      : raw;
  return Math.max(0, Math.min(amount, capped));
}

type Language = 'fr' | 'es' | 'nl' | 'it';
const LANGUAGE_OF: Record<SiteCode, Language> = {
  fr_FR: 'fr',
  fr_BE: 'fr',
  es_ES: 'es',
  nl_BE: 'nl',
  nl_NL: 'nl',
  it_IT: 'it',
};
const HTML_LANG: Record<SiteCode, string> = {
  fr_FR: 'fr-FR',
  fr_BE: 'fr-BE',
  es_ES: 'es-ES',
  nl_BE: 'nl-BE',
  nl_NL: 'nl-NL',
  it_IT: 'it-IT',
};

type MessageKey = Exclude<PromotionRefusal, 'not_applicable'> | NotApplicableReason;
const MESSAGES: Record<
  Language,
  Record<MessageKey, (code: string, amount: string, date: string) => string>
> = {
  fr: {
    unknown: (c) => `Le code promo ${c} n’existe pas. Vérifiez son orthographe.`,
    expired: (c, _a, d) => `Le code promo ${c} a expiré le ${d}.`,
    exhausted: (c) => `Le code promo ${c} a déjà été utilisé le nombre de fois prévu.`,
    not_yet_valid: (c, _a, d) => `Le code promo ${c} sera valable à partir du ${d}.`,
    locale: (c) => `Le code promo ${c} n’est pas valable sur ce site.`,
    minimum_basket: (c, a) => `Le code promo ${c} est valable à partir de ${a} d’achat.`,
  },
  es: {
    unknown: (c) => `El código promocional ${c} no existe. Comprueba cómo lo has escrito.`,
    expired: (c, _a, d) => `El código promocional ${c} caducó el ${d}.`,
    exhausted: (c) => `El código promocional ${c} ya se ha utilizado el número de veces previsto.`,
    not_yet_valid: (c, _a, d) => `El código promocional ${c} será válido a partir del ${d}.`,
    locale: (c) => `El código promocional ${c} no es válido en este sitio.`,
    minimum_basket: (c, a) => `El código promocional ${c} es válido para compras a partir de ${a}.`,
  },
  nl: {
    unknown: (c) => `De promotiecode ${c} bestaat niet. Controleer de spelling.`,
    expired: (c, _a, d) => `De promotiecode ${c} is verlopen op ${d}.`,
    exhausted: (c) => `De promotiecode ${c} is al het maximale aantal keren gebruikt.`,
    not_yet_valid: (c, _a, d) => `De promotiecode ${c} is geldig vanaf ${d}.`,
    locale: (c) => `De promotiecode ${c} is niet geldig op deze site.`,
    minimum_basket: (c, a) => `De promotiecode ${c} is geldig vanaf een aankoop van ${a}.`,
  },
  it: {
    unknown: (c) => `Il codice promozionale ${c} non esiste. Controlla di averlo scritto correttamente.`,
    expired: (c, _a, d) => `Il codice promozionale ${c} è scaduto il ${d}.`,
    exhausted: (c) => `Il codice promozionale ${c} è già stato utilizzato il numero massimo di volte.`,
    not_yet_valid: (c, _a, d) => `Il codice promozionale ${c} sarà valido dal ${d}.`,
    locale: (c) => `Il codice promozionale ${c} non è valido su questo sito.`,
    minimum_basket: (c, a) => `Il codice promozionale ${c} è valido per acquisti a partire da ${a}.`,
  },
};

function refuse(
  code: string,
  locale: SiteCode,
  refusal: PromotionRefusal,
  key: MessageKey,
  promotion?: PromotionCode,
): PromotionResult {
  const lang = HTML_LANG[locale];
  const amount = promotion
    ? new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(
        promotion.minimumBasket / 100,
      )
    : '';
  const day =
    key === 'expired'
      ? promotion?.validUntil && new Date(promotion.validUntil.getTime() - 1)
      : promotion?.validFrom;
  const date = day
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(day)
    : '';
  const message = MESSAGES[LANGUAGE_OF[locale]][key](code, amount, date);
  return refusal === 'not_applicable'
    ? { ok: false, code, refusal, reason: key as NotApplicableReason, message }
    : { ok: false, code, refusal, message };
}

/**
 * Checks a code against a basket: its reduction in cents, or why not (unknown, expired, not applicable: not yet
 * valid, other site, basket under the minimum; exhausted: the usage cap reached), with a message in the site's
 * language. `promotion` is the stored code (null when none has this name), `uses` how many orders used it.
 */
export function applyPromotionCode(
  input: string,
  promotion: PromotionCode | null,
  uses: number,
  basket: Basket,
): PromotionResult {
  const code = normalisePromotionCode(input);
  const now = basket.now ?? new Date();
  if (!promotion || promotion.code !== code) return refuse(code, basket.locale, 'unknown', 'unknown');
  if (now >= promotion.validUntil) return refuse(code, basket.locale, 'expired', 'expired', promotion);
  if (promotion.usageCap !== null && uses >= promotion.usageCap)
    return refuse(code, basket.locale, 'exhausted', 'exhausted', promotion);
  if (now < promotion.validFrom)
    return refuse(code, basket.locale, 'not_applicable', 'not_yet_valid', promotion);
  if (promotion.locales.length && !promotion.locales.includes(basket.locale))
    return refuse(code, basket.locale, 'not_applicable', 'locale', promotion);
  if (basket.amount < promotion.minimumBasket)
    return refuse(code, basket.locale, 'not_applicable', 'minimum_basket', promotion);
  return { ok: true, code, reduction: reductionOf(promotion, basket.amount) };
}
