/**
 * Single voucher set-up rules (product-and-purchase §2.4, §4 'Gift format', 'Upsell', §9): nights from the price
 * list, the gift price of a rate (bucket; rates 2 and 3 in customer-care mode only), the physical format only when
 * the physicalVoucher toggle is on and the shipping costs answered, sleeves (single-choice categories as radio
 * buttons, multiple-choice ones as checkboxes, physical format only), the availability upsell only for one night.
 * Amounts are the API's; the checkout's breakdown, priced by the server, is what is charged.
 */
import type { GiftPrice, PriceList, Sleeve } from '../../api/types';
import type { GiftText } from '../gift-customisation/rules';
import type { SetupHash } from '../../state/setup-hash';

/** Delay between ticking the upsell and showing the new product (§9 'Upsell navigation delay'). */
export const UPSELL_DELAY_MS = 500;
export const RATES = [1, 2, 3] as const;

/** The price of the chosen nights (the first nights sold when those are not). */
export function priceOf(list: PriceList['priceList'], nights: number | null): GiftPrice | undefined {
  return list.find((l) => l.nights === nights) ?? list[0];
}

/** The gift price of a rate; rate 1 outside customer-care mode. */
export function ratePrice(price: GiftPrice, bucket: number, customerCare: boolean): number {
  return (customerCare ? price.sellPrices[String(bucket)] : undefined) ?? price.sellPrice;
}

/** Whether the physical format can be chosen (else 'Victim of its success...'). */
export function physicalAvailable(physicalVoucherToggle: boolean, shipping: { failed: boolean }, formats: PriceList['giftFormats']): boolean {
  return physicalVoucherToggle && !shipping.failed && formats.includes('physical');
}

/** The availability upsell is offered for a one-night gift only. */
export function upsellOffered(nights: number | undefined): boolean {
  return nights === 1;
}

export interface SleeveGroup {
  categoryId: number;
  name: string;
  multiple: boolean;
  sleeves: Sleeve[];
}

/** Sleeves by category, in the API's order. */
export function sleeveGroups(sleeves: readonly Sleeve[]): SleeveGroup[] {
  const groups = new Map<number, SleeveGroup>();
  for (const sleeve of sleeves) {
    let group = groups.get(sleeve.categoryId);
    if (!group) groups.set(sleeve.categoryId, (group = { categoryId: sleeve.categoryId, name: sleeve.categoryName, multiple: sleeve.selection === 'multiple', sleeves: [] }));
    group.sleeves.push(sleeve);
  }
  return [...groups.values()];
}

/** The selection after a click: a single-choice category keeps one sleeve, a multiple-choice one toggles it. */
export function chooseSleeve(selected: readonly number[], sleeve: Sleeve, groups: readonly SleeveGroup[]): number[] {
  const group = groups.find((g) => g.categoryId === sleeve.categoryId);
  if (group?.multiple) return selected.includes(sleeve.id) ? selected.filter((id) => id !== sleeve.id) : [...selected, sleeve.id];
  const others = new Set(group?.sleeves.map((s) => s.id) ?? []);
  return [...selected.filter((id) => !others.has(id)), sleeve.id];
}

export interface SummaryLine {
  key: 'gift' | 'upsell' | 'shipping' | 'sleeves';
  amount: number;
}

/** The price summary's lines and their total (cents). */
export function priceSummary(
  input: { price: GiftPrice; hash: SetupHash; customerCare: boolean; shippingAmount: number | null; sleeves: readonly Sleeve[] },
): { lines: SummaryLine[]; total: number } {
  const { price, hash } = input;
  const lines: SummaryLine[] = [{ key: 'gift', amount: ratePrice(price, hash.bucket, input.customerCare) }];
  if (hash.upsell === 'availability' && upsellOffered(price.nights)) lines.push({ key: 'upsell', amount: price.upsellAvailabilityPrice });
  if (hash.giftFormat === 'physical') {
    lines.push({ key: 'shipping', amount: input.shippingAmount ?? 0 });
    const chosen = input.sleeves.filter((s) => hash.sleeves.includes(s.id));
    if (chosen.length) lines.push({ key: 'sleeves', amount: chosen.reduce((sum, s) => sum + s.price, 0) });
  }
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/** The order item the gift checkout posts. */
export function singleVoucherItem(offerId: number, nights: number, hash: SetupHash, text: GiftText, customerCare: boolean) {
  const physical = hash.giftFormat === 'physical';
  return {
    singleVoucherItem: {
      offerId,
      nights,
      ...(customerCare && hash.bucket !== 1 ? { bucket: hash.bucket } : {}),
      giftFormat: hash.giftFormat,
      ...(upsellOffered(nights) && hash.upsell === 'availability' ? { upsell: 'availability' as const } : {}),
      ...(physical && hash.sleeves.length ? { sleeves: hash.sleeves } : {}),
      fromName: text.fromName.trim(),
      ...(text.message.trim() ? { message: text.message.trim() } : {}),
    },
  };
}
