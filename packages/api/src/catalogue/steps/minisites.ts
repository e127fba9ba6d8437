/** Step: the offers of each partner mini-site. */
import { hashSeed, Rng } from '../prng';
import { type CountryCode } from '../data/places';
import { minisitesOn } from '../data/cms';
import type { Batch } from '../generate';

export function minisiteOfferBatch(seed: number, today: string, mainOffersByCountry: Map<CountryCode, number[]>): Batch {
  const rows: Record<string, unknown>[] = [];
  for (const site of minisitesOn(today)) {
    const rng = new Rng(hashSeed(seed, 'minisite', site.id));
    const country: CountryCode = site.locale.endsWith('BE') ? 'BE' : 'FR';
    const pool = [...(mainOffersByCountry.get(country) ?? []), ...rng.sample(mainOffersByCountry.get('FR') ?? [], 20)];
    for (const offerId of new Set(rng.sample(pool, 60))) rows.push({ minisiteId: site.id, offerId });
  }
  return { table: 'minisiteOffers', rows };
}
