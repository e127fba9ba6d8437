/**
 * Beneficiary redemption (issue #28 part 6): a voucher code read by its beneficiary answers only what it covers, and
 * a stay ordered with it pays only the supplement (offer price − voucher value, never below 0). The voucher is taken
 * in the transaction that stores the order (one conditional update: of two concurrent orders exactly one gets it) and
 * given back when the order ends unpaid. docs/decisions/0024-voucher-redemption.md.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { ApiError, notFound } from '../server/errors';
import type { VoucherKind } from './emails';
import { boxWhere, giftableWhere } from '../gift/stay-lists';
import { rows, type Tx } from './lifecycle';
import { parseVoucherCode } from '@storefront/buyer';

export interface VoucherCover {
  code: string;
  kind: Exclude<VoucherKind, 'gift_card'>;
  nights: number | null;
  persons: number;
  /** cents */
  value: number;
  validUntil: string;
  /** a box voucher's box */
  boxCode: string | null;
}

interface VoucherRow extends VoucherCover {
  id: number;
  /** the box of a box voucher, the activity product of an activity voucher */
  productId: number | null;
  redeemed: boolean;
}

/** 400 for a code the check character refuses (a typo), before any lookup. */
export function voucherCodeOf(input: string, field: string): string {
  const parsed = parseVoucherCode(input);
  if (!parsed.ok) {
    const why = {
      empty: 'is empty',
      length: 'must have 16 characters (XXXX-XXXX-XXXX-XXXX)',
      character: 'holds a character that is not in voucher codes',
      check: 'has a typo (its check character does not match)',
    }[parsed.error];
    throw new ApiError(400, 'VOUCHER_CODE_INVALID', `This voucher code ${why}`, [
      { field, message: parsed.error },
    ]);
  }
  return parsed.code;
}

/** The voucher under `code` if it can be used `today`: 404 unknown, 410 expired, 409 already used. */
export async function usableVoucher(
  db: Tx,
  input: string,
  field: string,
  today: string,
): Promise<VoucherRow> {
  const code = voucherCodeOf(input, field);
  const [voucher] = await rows<VoucherRow>(
    db,
    sql`select v.id, v.code, v.kind, v.nights, v.persons, v.value, v.product_id as "productId", to_char(v.valid_until, 'YYYY-MM-DD') as "validUntil",
          b.code as "boxCode", v.redeemed_at is not null as redeemed
        from vouchers v left join boxes b on v.kind = 'box' and b.id = v.product_id where v.code = ${code}`,
  );
  if (!voucher) throw notFound('Voucher', code);
  if (voucher.redeemed) throw alreadyUsed(code, field);
  if (voucher.validUntil < today)
    throw new ApiError(410, 'VOUCHER_EXPIRED', `This voucher was valid until ${voucher.validUntil}`, [
      { field, message: 'expired' },
    ]);
  return voucher;
}

/**
 * A voucher pays only for a stay it covers (the lists of the beneficiary pages): a box voucher for its box's stays, a
 * single voucher for a giftable stay; for at least its nights (a longer stay, as the included-dates calendar offers
 * on days with a longer minimum stay, pays the supplement) and at most its persons (babies travel free). 422 otherwise.
 */
export async function assertCovers(
  db: Tx,
  voucher: VoucherRow,
  stay: { mainOfferId: number; nights: number; travellers: number },
  field: string,
): Promise<void> {
  const refuse = (why: string) => {
    throw new ApiError(422, 'VOUCHER_NOT_APPLICABLE', `This voucher ${why}`, [{ field, message: 'not applicable' }]);
  };
  if (voucher.kind === 'activity') refuse('is for an activity, not a stay');
  const where = voucher.kind === 'box' ? boxWhere(voucher.productId ?? 0) : giftableWhere(undefined, false);
  const covered = await rows(db, sql`select 1 from offers o where o.id = ${stay.mainOfferId} and ${where}`);
  if (covered.length === 0) refuse(voucher.kind === 'box' ? 'does not cover this stay: choose one of its box' : 'does not cover this stay');
  if (voucher.nights !== null && stay.nights < voucher.nights) refuse(`covers ${voucher.nights} night(s), not ${stay.nights}`);
  if (stay.travellers > voucher.persons) refuse(`covers ${voucher.persons} persons, not ${stay.travellers}`);
}

function alreadyUsed(code: string, field: string): ApiError {
  return new ApiError(409, 'VOUCHER_ALREADY_USED', `The voucher ${code} has already been used`, [
    { field, message: 'already used' },
  ]);
}

/** GET /gateway/beneficiary/vouchers/{code}: only what the voucher covers. */
export async function voucherCover(db: Db, input: string, today: string): Promise<VoucherCover> {
  // in a URL, only a typo the check character catches is worth a 400; anything else is no voucher (404)
  const parsed = parseVoucherCode(input);
  if (!parsed.ok && parsed.error !== 'check') throw notFound('Voucher', input);
  const { code, kind, nights, persons, value, validUntil, boxCode } = await usableVoucher(
    db,
    input,
    'code',
    today,
  );
  return { code, kind, nights, persons, value, validUntil, boxCode };
}

/** Takes the voucher for `orderUuid` in `tx`; a concurrent order that took it first makes this a 409. */
export async function redeemVoucher(
  tx: Tx,
  voucherId: number,
  code: string,
  orderUuid: string,
  field: string,
) {
  const taken = await rows(
    tx,
    sql`update vouchers set redeemed_at = now(), redeemed_by_order = ${orderUuid}
        where id = ${voucherId} and redeemed_at is null returning id`,
  );
  if (taken.length === 0) throw alreadyUsed(code, field);
}

/** Gives back the vouchers of an order that ended unpaid. */
export async function releaseVouchers(tx: Tx, orderUuid: string): Promise<void> {
  await tx.execute(
    sql`update vouchers set redeemed_at = null, redeemed_by_order = null where redeemed_by_order = ${orderUuid}`,
  );
}
