/** Step: the gift boxes and the stays they hold. */
import { hashSeed, Rng } from '../prng';
import { type CatalogueSize } from '../sizes';
import { type CountryCode } from '../data/places';
import { GIFT_BOXES } from '../data/text/gifts';
import type { Batch } from '../generate';
import { imageRow, map4, round1, slugify, type Ids } from './helpers';

export const BOX_TIERS = [
  { code: '', price: 14990, stars: [2, 3] },
  { code: 'PREMIUM', price: 21990, stars: [3, 4] },
  { code: 'PRESTIGE', price: 34990, stars: [4, 5] },
] as const;

export function* boxBatches(seed: number, size: CatalogueSize, giftableByTheme: Map<number, { id: number; stars: number; country: CountryCode }[]>, ids: Ids): Generator<Batch> {
  const tiers = size === 'small' ? BOX_TIERS.slice(0, 1) : BOX_TIERS;
  const boxes: Record<string, unknown>[] = [];
  const boxOffers: Record<string, unknown>[] = [];
  const images: Record<string, unknown>[] = [];
  const maxOffers = size === 'large' ? 400 : 200;
  let id = 0;
  for (const text of GIFT_BOXES) {
    const nights = /2N/.test(text.code) ? 2 : 1;
    for (const tier of tiers) {
      for (const format of ['EBOX', 'BOX'] as const) {
        const rng = new Rng(hashSeed(seed, 'box', text.code, tier.code, format));
        const boxId = ++id;
        const code = [text.code, tier.code, format].filter(Boolean).join('-');
        const sellPrice = tier.price * nights + (format === 'BOX' ? 500 : 0);
        const referencePrice = rng.chance(0.6) ? Math.ceil((sellPrice * (1 + rng.pick([0.03, 0.1, 0.15, 0.2]))) / 100) * 100 : sellPrice;
        const title = tier.code ? map4((l) => `${text.title[l]} ${tier.code === 'PREMIUM' ? 'Premium' : 'Prestige'}`) : text.title;
        boxes.push({
          id: boxId,
          code,
          slug: slugify(`${text.title.fr} ${tier.code}`),
          title,
          description: text.description,
          includedContent: [...text.includedContent],
          sellPrice,
          referencePrice,
          nights,
          persons: 2,
          themeIds: [text.themeId],
          rating: round1(rng.normal(8.6, 0.4)),
          position: boxId,
          campaign: rng.chance(0.3) ? 'best-boxes' : null,
          published: true,
          locales: ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'],
        });
        const eligible = (giftableByTheme.get(text.themeId) ?? []).filter((o) => (tier.stars as readonly number[]).includes(o.stars));
        for (const offer of eligible.slice(0, maxOffers)) boxOffers.push({ boxId, offerId: offer.id });
        for (let p = 0; p < 3; p++) images.push(imageRow(ids, 'box', boxId, p, `box-${text.code.toLowerCase()}-${p}`, seed, title, title));
      }
    }
  }
  yield { table: 'boxes', rows: boxes };
  yield { table: 'boxOffers', rows: boxOffers };
  yield { table: 'images', rows: images };
}
