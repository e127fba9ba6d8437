/**
 * Results grid (search.md §2): results 1-3, an inline promotional block, results 4-9, a second inline block,
 * then the rest. Inline blocks are hidden in customer-care mode (the page shows its customer-care block instead);
 * in it_IT the gift-card block is skipped.
 */
import type { SiteCode } from '@storefront/contracts';

export type InlineBlock = 'promoGift' | 'promoGiftCard';
export type GridItem<T> = { type: 'result'; item: T; index: number } | { type: 'block'; block: InlineBlock };

export const BLOCK_POSITIONS: Record<InlineBlock, number> = { promoGift: 3, promoGiftCard: 9 };

export function gridItems<T>(results: readonly T[], options: { site: SiteCode; customerCare: boolean; withBlocks: boolean }): GridItem<T>[] {
  const out: GridItem<T>[] = [];
  results.forEach((item, index) => {
    out.push({ type: 'result', item, index });
    if (!options.withBlocks || options.customerCare) return;
    if (index + 1 === BLOCK_POSITIONS.promoGift) out.push({ type: 'block', block: 'promoGift' });
    if (index + 1 === BLOCK_POSITIONS.promoGiftCard && options.site !== 'it_IT') out.push({ type: 'block', block: 'promoGiftCard' });
  });
  return out;
}
