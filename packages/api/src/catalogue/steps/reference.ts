/** Step: the reference rows (places, themes, facilities, activities, policies, labels, sleeves, shipping, CMS documents, mini-sites). */
import type * as s from '../../db/schema';
import { normalizeSearchText } from '../../db/normalize';
import { ALL_PLACES, parentOf, type Place } from '../data/places';
import { LANGS } from '../data/text/localized';
import { HOTEL_ENVIRONMENTS, HOTEL_STYLES, HOTEL_TYPES } from '../data/text/hotels';
import { ALL_FACILITIES } from '../data/text/facilities';
import { CANCELLATION_MESSAGES } from '../data/text/policies';
import { THEMES } from '../data/text/themes';
import { ACTIVITY_LINES, ACTIVITY_TAG_GROUPS, MARKETING_LABELS } from '../data/text/offers';
import { SLEEVE_CATEGORIES } from '../data/text/gifts';
import { cmsDocumentsOn, minisitesOn } from '../data/cms';
import type { Batch } from '../generate';

export const CANCELLATION_POLICY_IDS = { nonRefundable: 1, flexible7: 2, flexible3: 3 } as const;

export function referenceBatches(today: string): Batch[] {
  const places = ALL_PLACES.map((p) => placeRow(p));
  const themes = THEMES.map((t, i) => ({ id: t.id, kind: t.kind, slug: t.slug, label: t.label, description: t.description, icon: t.icon, position: i }));
  const groupOf = (activityId: number) => ACTIVITY_TAG_GROUPS.find((g) => g.activityIds.includes(activityId));
  const activities = ACTIVITY_LINES.map((a) => {
    const group = groupOf(a.activityId);
    return {
      id: a.activityId,
      groupCode: group?.code ?? 'other',
      groupLabel: group?.label ?? ACTIVITY_TAG_GROUPS[0]!.label,
      label: a.title,
      themeId: a.themeIds[0] ?? null,
    };
  });
  const facetValues = [
    ...HOTEL_TYPES.map((v, i) => ({ facet: 'hotelType', code: v.code, label: v.label, position: i })),
    ...HOTEL_ENVIRONMENTS.map((v, i) => ({ facet: 'hotelEnvironment', code: v.code, label: v.label, position: i })),
    ...HOTEL_STYLES.map((v, i) => ({ facet: 'hotelStyle', code: v.code, label: v.label, position: i })),
  ];
  const facilities = ALL_FACILITIES.map((f, i) => ({
    id: i + 1,
    code: f.code,
    groupCode: f.group,
    label: f.label,
    icon: f.icon,
    searchable: f.searchable,
  }));
  const m = CANCELLATION_MESSAGES;
  const cancellationPolicies = [
    { id: 1, type: 'NON_REFUNDABLE', cancellable: false, deadlineDaysBeforeCheckin: null, refundPercent: 0, label: m.nonRefundable, message: m.nonRefundable },
    { id: 2, type: 'FLEXIBLE', cancellable: true, deadlineDaysBeforeCheckin: 7, refundPercent: 80, label: m.title, message: m.cancellableUntil },
    { id: 3, type: 'FLEXIBLE', cancellable: true, deadlineDaysBeforeCheckin: 3, refundPercent: 80, label: m.title, message: m.cancellableUntil },
  ];
  const autoDiscounts = [
    { id: 1, code: 'EXTRA5', value: 5, validUntil: null },
    { id: 2, code: 'EXTRA10', value: 10, validUntil: null },
    { id: 3, code: 'WEEKEND7', value: 7, validUntil: null },
  ];
  const marketingLabels = MARKETING_LABELS.map((label, i) => ({
    id: i + 1,
    code: label.code,
    label: label.label,
    color: label.color,
    priority: label.code === 'exclusive',
  }));
  let sleeveId = 0;
  const customSubElements = SLEEVE_CATEGORIES.flatMap((category, c) =>
    category.items.map((item, i) => ({
      id: ++sleeveId,
      categoryId: c + 1,
      categoryName: category.name,
      selection: category.selection,
      name: item.name,
      recommendedByWed: i === 0,
      price: item.priceCents,
      position: i,
    })),
  );
  const shippingCosts = (['FR', 'ES', 'BE', 'NL', 'IT'] as const).map((code) => ({
    countryCode: code,
    amount: code === 'IT' ? 390 : 0,
    internationalFeesPerCountry: Object.fromEntries(
      (['FR', 'ES', 'BE', 'NL', 'IT', 'DE', 'LU', 'CH'] as const).filter((c) => c !== code).map((c) => [c, c === 'CH' ? 990 : c === 'DE' || c === 'LU' ? 590 : 490]),
    ),
  }));
  const cms = cmsDocumentsOn(today).map((d) => ({ kind: d.kind, locale: d.locale, key: d.key, document: d.document }));
  const minisites = minisitesOn(today).map((m) => ({
    id: m.id,
    url: m.url,
    locale: m.locale,
    partnerName: m.partnerName,
    logoUrl: m.logoUrl,
    bannerUrls: m.bannerUrls,
    footer: m.footer,
    document: m.document,
  }));
  return [
    { table: 'places', rows: places },
    { table: 'themes', rows: themes },
    { table: 'activities', rows: activities },
    { table: 'facetValues', rows: facetValues },
    { table: 'facilities', rows: facilities },
    { table: 'cancellationPolicies', rows: cancellationPolicies },
    { table: 'autoDiscounts', rows: autoDiscounts },
    { table: 'marketingLabels', rows: marketingLabels },
    { table: 'customSubElements', rows: customSubElements },
    { table: 'shippingCosts', rows: shippingCosts },
    { table: 'cmsDocuments', rows: cms },
    { table: 'minisites', rows: minisites },
  ];
}

export const CATEGORY_WEIGHT: Record<string, number> = { country: 1e9, region: 1e7, department: 1e6, searesort: 5e5, skiresort: 4e5, touristicregion: 3e5, poi: 2e5 };

export function placeRow(p: Place): typeof s.places.$inferInsert {
  const names = new Set(LANGS.map((lang) => p.name[lang]));
  const postalCode = p.category === 'city' ? p.postalCode : null;
  const ids = {
    countryId: p.category === 'country' ? p.id : p.countryId,
    regionId: p.category === 'region' ? p.id : 'regionId' in p ? p.regionId : null,
    departmentId: p.category === 'department' ? p.id : 'departmentId' in p ? p.departmentId : null,
  };
  const tierMax: Record<number, number> = { 1: 30, 2: 25, 3: 20, 4: 15, 5: 10 };
  return {
    id: p.id,
    category: p.category,
    countryCode: p.country,
    parentId: parentOf(p)?.id ?? null,
    ...ids,
    slug: p.slug,
    name: { ...p.name },
    lat: p.lat,
    lng: p.lng,
    postalCode,
    weight: p.category === 'city' ? p.population : (CATEGORY_WEIGHT[p.category] ?? 0),
    distanceMinKm: p.category === 'city' ? 0 : null,
    distanceMaxKm: p.category === 'city' ? tierMax[p.tier]! : 'radiusKm' in p ? Math.ceil(p.radiusKm) : null,
    searchText: normalizeSearchText([...names, p.slug, postalCode ?? ''].join(' ').trim()),
  };
}
