/**
 * Wishlist alerts (issue #31 item 2; docs/decisions/0083-wishlist-alerts.md): for the stays that signed-in accounts
 * wished with dates, a scheduled job quotes each stay again (the one price rule, sf_quote, for the base occupancy)
 * and e-mails the account through the outbox when its price dropped or when it is available again. What the job
 * saw last is kept on the wishlist row, and the row moves from the old state to the new one in the transaction that
 * writes the e-mail, conditioned on the old state: a change is e-mailed once, even with several processes running.
 */
import { sql } from 'drizzle-orm';
import type { Language, SiteCode, WishlistItem } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { FROM_PRICE_TRAVELLERS, daysBetween, quoteStay } from '../db/pricing';
import { MAX_NIGHTS } from '../schemas/common';
import { enqueueMessage } from '../purchase/outbox';
import { wishlistAlertEmail, type WishlistAlert } from '../purchase/emails';

/** An account without a language gets the e-mail of this language's site. */
const SITE_OF_LANGUAGE: Record<Language, SiteCode> = { fr: 'fr_FR', es: 'es_ES', nl: 'nl_NL', it: 'it_IT' };

interface WishedStay {
  accountId: number;
  email: string;
  language: Language | null;
  item: WishlistItem & { checkin: string; checkout: string };
  alertPrice: number | null;
  alertAvailable: boolean | null;
}

/** The alert a state change deserves, if any: a first look only records what it saw. */
export function alertChange(before: { price: number | null; available: boolean | null }, now: { price: number | null; available: boolean }): WishlistAlert['change'] | null {
  if (before.available === null || !now.available || now.price === null) return null;
  if (!before.available) return 'available-again';
  return before.price !== null && now.price < before.price ? 'price-drop' : null;
}

/**
 * One pass over the wished stays with dates still to come: e-mails each price drop and each return of availability
 * once. Returns how many stays were checked and how many alerts were written.
 */
export async function checkWishlistAlerts(db: Db, siteOrigins: Record<SiteCode, string>): Promise<{ checked: number; alerts: number }> {
  const wished = await queryRows<WishedStay>(
    db,
    sql`select w.account_id as "accountId", a.email, a.language, w.item, w.alert_price as "alertPrice", w.alert_available as "alertAvailable"
        from account_wishlist_items w join customer_accounts a on a.id = w.account_id
        where w.kind = 'stay' and w.item_id ~ '^[0-9]{1,9}$'
          and w.item->>'checkin' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and w.item->>'checkout' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
          and (w.item->>'checkin')::date >= current_date
        order by w.account_id, w.item_id`,
  );
  let alerts = 0;
  for (const stay of wished) {
    const { checkin, checkout } = stay.item;
    const nights = daysBetween(checkin, checkout);
    if (nights < 1 || nights > MAX_NIGHTS) continue;
    const quote = await quoteStay(db, { offerId: Number(stay.item.id), checkin, nights, ...FROM_PRICE_TRAVELLERS });
    const available = quote?.bookable === true && quote.sellPrice !== null;
    // an unavailable stay keeps the last price it had: a drop is measured against what the customer last saw
    const now = { available, price: available ? quote!.sellPrice : stay.alertPrice };
    const change = alertChange({ price: stay.alertPrice, available: stay.alertAvailable }, now);
    const sent = await db.transaction(async (tx) => {
      const moved = await queryRows<{ n: number }>(
        tx,
        sql`update account_wishlist_items set alert_price = ${now.price}, alert_available = ${now.available}, alert_checked_at = now()
            where account_id = ${stay.accountId} and kind = 'stay' and item_id = ${stay.item.id}
              and alert_price is not distinct from ${stay.alertPrice}::integer and alert_available is not distinct from ${stay.alertAvailable}::boolean
            returning 1 as n`,
      );
      // another process moved this row first: it wrote the e-mail of this change
      if (!moved.length || !change) return false;
      const locale = SITE_OF_LANGUAGE[stay.language ?? 'fr'];
      await enqueueMessage(tx, {
        to: stay.email,
        locale,
        template: `wishlist-${change}`,
        content: wishlistAlertEmail(locale, {
          change,
          label: stay.item.label,
          hotel: stay.item.hotel ?? null,
          checkin,
          checkout,
          price: now.price!,
          previousPrice: stay.alertPrice,
          link: `${siteOrigins[locale]}${stay.item.uri}`,
        }),
      });
      return true;
    });
    if (sent) alerts++;
  }
  return { checked: wished.length, alerts };
}

/** Runs `checkWishlistAlerts` every `intervalMs` (first after one interval; one pass at a time) until stopped. */
export function startWishlistAlerts(db: Db, siteOrigins: Record<SiteCode, string>, intervalMs: number, onError: (err: unknown) => void): { stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = checkWishlistAlerts(db, siteOrigins)
      .then(() => undefined, onError)
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
