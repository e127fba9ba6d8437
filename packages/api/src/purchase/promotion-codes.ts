/**
 * Promotion codes (issue #28 part 7; spec Wallet order 'promotionCodeItem', breakdown 'reductionAmount'): a code
 * gives a percentage or an amount off a basket, within a validity window, on some sites, above a minimum basket,
 * up to a number of uses. Pure: the order code reads the code's row (with its use count), calls `applyPromotionCode`,
 * and records the use in the order's transaction (`recordPromotionCodeUse`, which holds the cap under concurrency). The reduction never exceeds the basket.
 */
import { SITES, type Language, type SiteCode } from '@storefront/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { promotionCodes, promotionCodeUses } from '../db/schema';

/**
 * A stored code (table promotion_codes): kind 'percent' (value 1-100) or 'amount' (value in cents), minBasket in
 * cents, validity [validFrom, validUntil), locales where it applies (empty = all), usageCap (null = no cap) and
 * usedCount, the uses counted so far.
 */
export type PromotionCode = Pick<
  typeof promotionCodes.$inferSelect,
  'code' | 'kind' | 'value' | 'minBasket' | 'validFrom' | 'validUntil' | 'locales' | 'usageCap' | 'usedCount'
>;

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

/** The reduction in cents of a code on an amount (no rule checked): a percentage rounded down, never over the amount. */
export function reductionOf(promotion: Pick<PromotionCode, 'kind' | 'value'>, amount: number): number {
  const raw = promotion.kind === 'percent' ? Math.floor((amount * promotion.value) / 100) : promotion.value;
  return Math.max(0, Math.min(amount, raw));
}

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
  const site = SITES[locale];
  const lang = site.htmlLang;
  const amount = promotion
    ? new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(promotion.minBasket / 100)
    : '';
  const day =
    key === 'expired'
      ? promotion?.validUntil && new Date(promotion.validUntil.getTime() - 1)
      : promotion?.validFrom;
  const date = day
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: site.timeZone }).format(day)
    : '';
  const message = MESSAGES[site.language][key](code, amount, date);
  return refusal === 'not_applicable'
    ? { ok: false, code, refusal, reason: key as NotApplicableReason, message }
    : { ok: false, code, refusal, message };
}

/**
 * Checks a code against a basket: its reduction in cents, or why not (unknown, expired, not applicable: not yet
 * valid, other site, basket under the minimum; exhausted: the usage cap reached), with a message in the site's
 * language. `promotion` is the stored code (null when none has this name).
 */
export function applyPromotionCode(
  input: string,
  promotion: PromotionCode | null,
  basket: Basket,
): PromotionResult {
  const code = normalisePromotionCode(input);
  const now = basket.now ?? new Date();
  if (!promotion || promotion.code !== code) return refuse(code, basket.locale, 'unknown', 'unknown');
  if (now >= promotion.validUntil) return refuse(code, basket.locale, 'expired', 'expired', promotion);
  if (promotion.usageCap !== null && promotion.usedCount >= promotion.usageCap)
    return refuse(code, basket.locale, 'exhausted', 'exhausted', promotion);
  if (now < promotion.validFrom)
    return refuse(code, basket.locale, 'not_applicable', 'not_yet_valid', promotion);
  if (promotion.locales.length && !promotion.locales.includes(basket.locale))
    return refuse(code, basket.locale, 'not_applicable', 'locale', promotion);
  if (basket.amount < promotion.minBasket)
    return refuse(code, basket.locale, 'not_applicable', 'minimum_basket', promotion);
  return { ok: true, code, reduction: reductionOf(promotion, basket.amount) };
}

/** The stored code of what the buyer typed, or null. */
export async function findPromotionCode(db: Db, input: string) {
  const code = normalisePromotionCode(input);
  if (!code || code.length > PROMOTION_CODE_MAX_LENGTH) return null;
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code)).limit(1);
  return row ?? null;
}

/**
 * Counts one use of a code by an order, in the order's transaction: the increment is conditional on the cap, so
 * concurrent orders can never use a code more than `usage_cap` times (the loser gets false: the code is exhausted).
 * A second call for the same order counts nothing more (true: already counted).
 */
export async function recordPromotionCodeUse(
  tx: Db,
  use: { promotionCodeId: number; orderUuid: string; amount: number },
): Promise<boolean> {
  const already = await tx
    .select({ id: promotionCodeUses.id })
    .from(promotionCodeUses)
    .where(
      and(
        eq(promotionCodeUses.promotionCodeId, use.promotionCodeId),
        eq(promotionCodeUses.orderUuid, use.orderUuid),
      ),
    )
    .limit(1);
  if (already.length) return true;
  const counted = await tx
    .update(promotionCodes)
    .set({ usedCount: sql`${promotionCodes.usedCount} + 1` })
    .where(
      and(
        eq(promotionCodes.id, use.promotionCodeId),
        or(isNull(promotionCodes.usageCap), lt(promotionCodes.usedCount, promotionCodes.usageCap)),
      ),
    )
    .returning({ id: promotionCodes.id });
  if (!counted.length) return false;
  await tx.insert(promotionCodeUses).values(use);
  return true;
}
