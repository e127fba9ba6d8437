/** Step: the activity-only products, their centres and prices. */
import { hashSeed, Rng } from '../prng';
import { localLangOf, placesFor } from '../data/places';
import { fill } from '../data/text/localized';
import { HOTEL_NAME_PARTS } from '../data/text/hotels';
import { ACTIVITY_UNIVERSES } from '../data/text/activities';
import type { Batch } from '../generate';
import { imageRow, slugify, type Ids } from './helpers';
import { COUNTRY_CYCLE, STREETS, TIER_WEIGHT, jitter } from './hotels';

export function* activityProductBatches(seed: number, count: number, ids: Ids): Generator<Batch> {
  const centres: Record<string, unknown>[] = [];
  const products: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const prices: Record<string, unknown>[] = [];
  const images: Record<string, unknown>[] = [];
  let centreId = 0;
  for (let i = 0; i < count; i++) {
    const rng = new Rng(hashSeed(seed, 'activity', i));
    const universe = ACTIVITY_UNIVERSES[i % ACTIVITY_UNIVERSES.length]!;
    const text = rng.pick(universe.products);
    const country = COUNTRY_CYCLE[(i * 7) % COUNTRY_CYCLE.length]!;
    const city = rng.weighted(placesFor(country).cities, (c) => TIER_WEIGHT[c.tier] ?? 1);
    const productId = 700000 + i;
    const centreCount = rng.weighted([1, 2, 3], (n) => ({ 1: 6, 2: 3, 3: 1 })[n]!);
    const productCentres: number[] = [];
    for (let c = 0; c < centreCount; c++) {
      const centreCity = c === 0 ? city : rng.weighted(placesFor(country).cities, (x) => TIER_WEIGHT[x.tier] ?? 1);
      const lang = localLangOf(centreCity);
      const position = jitter(rng, centreCity, 3);
      const street = STREETS[lang];
      const id = ++centreId;
      centres.push({
        id,
        label: fill(rng.pick(universe.centreNames)[lang], { city: centreCity.name[lang], name: rng.pick(HOTEL_NAME_PARTS)[lang] }),
        slug: `centre-${id}-${centreCity.slug}`,
        placeId: centreCity.id,
        cityName: { ...centreCity.name },
        streetAddress: fill(street.pattern, { n: rng.int(1, 120), street: rng.pick(street.names) }),
        zipCode: centreCity.postalCode,
        lat: position.lat,
        lng: position.lng,
        stars: rng.chance(0.3) ? rng.int(3, 5) : null,
      });
      productCentres.push(id);
      links.push({ productId, centreId: id, main: c === 0 });
    }
    const label = text.title;
    products.push({
      id: productId,
      label,
      slug: `${slugify(text.title.fr)}-${city.slug}`,
      description: text.description,
      themeId: universe.themeId,
      activities: [
        {
          title: text.title,
          description: text.description,
          univers: universe.univers,
          composition: [...text.composition],
          schedules: [...text.schedules],
          importantInformation: [...text.importantInformation],
        },
      ],
      niceToKnow: [...universe.niceToKnow],
      importantInfos: [...text.importantInformation],
      schedules: [...text.schedules],
      published: !rng.chance(0.04),
      countryCode: country,
      placeId: city.id,
      popularity: rng.int(0, 1000),
    });
    // prices keyed by adult count: minPax..maxPax
    const minPax = rng.chance(0.3) ? 2 : 1;
    const maxPax = rng.int(Math.max(2, minPax), 6);
    const perPerson = rng.int(25, 120) * 100;
    const promo = rng.weighted([0, 3, 5, 10, 15, 20, 25], (p) => (p === 0 ? 5 : 1)) / 100;
    for (let adults = minPax; adults <= maxPax; adults++) {
      const sellPrice = Math.round((perPerson * adults * (adults >= 4 ? 0.92 : 1)) / 100) * 100;
      prices.push({ productId, adults, sellPrice, barPrice: promo ? Math.ceil(sellPrice / (1 - promo) / 100) * 100 : sellPrice });
    }
    for (let p = 0; p < rng.int(3, 5); p++) images.push(imageRow(ids, 'activity_product', productId, p, `${universe.code}-${p}`, seed, label, label));
  }
  yield { table: 'activityCentres', rows: centres };
  yield { table: 'activityProducts', rows: products };
  yield { table: 'activityProductCentres', rows: links };
  yield { table: 'activityProductPrices', rows: prices };
  yield { table: 'images', rows: images };
}
