import { createHash } from 'node:crypto';
import { addDays, daysBetween } from '../db/pricing';
import { catalogueDates, generateCatalogue, type Batch, type TableName } from './generate';
import { SIZE_SPECS } from './sizes';

const TODAY = '2026-03-14';

function collect(batches: Iterable<Batch>): Map<TableName, Record<string, unknown>[]> {
  const tables = new Map<TableName, Record<string, unknown>[]>();
  for (const batch of batches) tables.set(batch.table, [...(tables.get(batch.table) ?? []), ...batch.rows]);
  return tables;
}

function digest(batches: Iterable<Batch>): string {
  const hash = createHash('sha256');
  for (const batch of batches) hash.update(batch.table).update(JSON.stringify(batch.rows));
  return hash.digest('hex');
}

describe('catalogue generator', () => {
  const small = collect(generateCatalogue('small', { seed: 7, today: TODAY }));
  const rows = (table: TableName) => small.get(table) ?? [];

  it('is deterministic: same seed and day give the same rows, another seed other rows', () => {
    const first = digest([...small].map(([table, rows]) => ({ table, rows })));
    expect(digest([...collect(generateCatalogue('small', { seed: 7, today: TODAY }))].map(([table, rows]) => ({ table, rows })))).toBe(first);
    expect(digest(generateCatalogue('small', { seed: 8, today: TODAY }))).not.toBe(first);
  });

  it('makes the small size: its hotels, a few hundred offers, activity products, boxes', () => {
    expect(rows('hotels')).toHaveLength(SIZE_SPECS.small.hotels);
    expect(rows('offers').length).toBeGreaterThan(200);
    expect(rows('offers').length).toBeLessThan(600);
    expect(rows('activityProducts')).toHaveLength(SIZE_SPECS.small.activityProducts);
    expect(rows('boxes').length).toBeGreaterThanOrEqual(12);
  });

  it('sizes the large catalogue for benchmarks (>= 5,000 hotels, >= 50,000 stay offers) and default near 1,500 / 8,000', () => {
    expect(SIZE_SPECS.large.hotels).toBeGreaterThanOrEqual(5000);
    expect(SIZE_SPECS.large.hotels * SIZE_SPECS.large.offersPerHotel[0]).toBeGreaterThanOrEqual(50000);
    expect(SIZE_SPECS.default.hotels).toBe(1500);
    const [min, max] = SIZE_SPECS.default.offersPerHotel;
    expect((SIZE_SPECS.default.hotels * (min + max)) / 2).toBeGreaterThanOrEqual(6000);
  });

  it('covers the current month and the 12 following months of availability', () => {
    const dates = catalogueDates(TODAY);
    expect(dates.availabilityStart).toBe('2026-03-01');
    expect(addDays(dates.availabilityStart, dates.availabilityDays)).toBe('2027-04-01');
    for (const av of rows('offerAvailability')) {
      expect(av.startDate).toBe('2026-03-01');
      for (const key of ['price', 'refPrice', 'roomsLeft', 'minStay', 'checkoutNights']) expect((av[key] as number[]).length).toBe(dates.availabilityDays);
    }
    expect(daysBetween(TODAY, addDays(dates.availabilityStart, dates.availabilityDays))).toBeGreaterThan(365);
  });

  it('keeps the place hierarchy whole: department -> region -> country, every hotel in a city of its department', () => {
    const places = new Map(rows('places').map((p) => [p.id as number, p]));
    const expectedParent: Record<string, string[]> = {
      region: ['country'],
      department: ['region'],
      city: ['department'],
      searesort: ['department'],
      skiresort: ['department'],
      poi: ['department'],
      touristicregion: ['country'],
    };
    expect([...places.values()].filter((p) => p.category === 'city').length).toBeGreaterThanOrEqual(300);
    for (const place of places.values()) {
      if (place.category === 'country') {
        expect(place.parentId).toBeNull();
        continue;
      }
      const parent = places.get(place.parentId as number);
      expect(parent && expectedParent[place.category as string]).toContain(parent!.category);
      expect(places.get(place.countryId as number)?.category).toBe('country');
      expect(parent!.countryCode).toBe(place.countryCode);
    }
    const hotelPlaces = rows('hotelPlaces');
    for (const hotel of rows('hotels')) {
      const city = places.get(hotel.cityId as number)!;
      expect(city.category).toBe('city');
      expect(city.departmentId).toBe(hotel.departmentId);
      expect(places.get(hotel.departmentId as number)?.parentId).toBe(hotel.regionId);
      expect(places.get(hotel.regionId as number)?.parentId).toBe(hotel.countryId);
      const linked = hotelPlaces.filter((hp) => hp.hotelId === hotel.id).map((hp) => hp.placeId);
      expect(linked).toEqual(expect.arrayContaining([hotel.cityId, hotel.departmentId, hotel.regionId, hotel.countryId]));
    }
  });

  it('writes text in French, Spanish, Dutch and Italian', () => {
    for (const offer of rows('offers').slice(0, 50)) {
      const label = offer.label as Record<string, string>;
      expect(Object.keys(label).sort()).toEqual(['es', 'fr', 'it', 'nl']);
      expect(new Set(Object.values(label)).size).toBeGreaterThan(1);
    }
    const locales = new Set(rows('reviews').map((r) => r.locale));
    expect([...locales].sort()).toEqual(['es_ES', 'fr_FR', 'it_IT', 'nl_NL']);
  });

  it('produces the realism the storefront needs', () => {
    const facilities = new Map(rows('facilities').map((f) => [f.id, f.groupCode]));
    const ecoCount = new Map<unknown, number>();
    for (const hf of rows('hotelFacilities')) if (facilities.get(hf.facilityId) === 'eco') ecoCount.set(hf.hotelId, (ecoCount.get(hf.hotelId) ?? 0) + 1);
    expect([...ecoCount.values()].some((n) => n >= 8)).toBe(true);
    expect(rows('hotels').some((h) => h.reviewCount === 0)).toBe(true);
    expect(rows('hotels').some((h) => h.petsAllowed)).toBe(true);
    expect(rows('offers').some((o) => o.published === false)).toBe(true);
    expect(rows('offers').some((o) => o.kind === 'hotel_only')).toBe(true);
    expect(rows('offers').some((o) => o.parentOfferId != null)).toBe(true);
    expect(rows('offerThemes').some((t) => t.themeId === 39)).toBe(true);
    const avs = rows('offerAvailability');
    expect(avs.some((a) => (a.roomsLeft as number[]).some((r) => r > 0 && r <= 3))).toBe(true);
    expect(avs.some((a) => (a.price as number[]).some((p) => p === 0))).toBe(true);
    expect(avs.some((a) => (a.minStay as number[]).some((m) => m >= 2))).toBe(true);
    expect(avs.some((a) => (a.refPrice as number[]).some((r, i) => r > 0 && (r - (a.price as number[])[i]!) * 10 >= r))).toBe(true);
    expect(rows('boxes').some((b) => String(b.code).endsWith('EBOX'))).toBe(true);
    expect(rows('boxes').some((b) => !String(b.code).endsWith('EBOX'))).toBe(true);
    const sv = rows('singleVoucherPrices');
    expect(new Set(sv.map((r) => r.nights))).toEqual(new Set([1, 2, 3]));
    expect(new Set(sv.map((r) => r.bucket))).toEqual(new Set([1, 2, 3]));
    for (const r of sv) expect(Number.isInteger(r.sellPrice)).toBe(true);
    const prices = rows('activityProductPrices');
    expect(prices.some((p) => p.adults === 1)).toBe(true);
    expect(prices.some((p) => (p.adults as number) >= 4)).toBe(true);
    expect(rows('cmsDocuments').length).toBeGreaterThan(0);
    expect(rows('minisites').map((m) => m.id).sort((a, b) => (a as number) - (b as number))).toEqual([14, 30, 97, 244, 250, 360]);
  });
});
