/** API shapes -> view types. The one place that knows the wire format. */
import { DESTINATION_CATEGORIES, type DestinationCategory, type Flow } from '@storefront/criteria';
import type {
  ApiTheme,
  ApiActivityOnlyResponse,
  ApiActivityPackage,
  ApiFacetsResponse,
  ApiFacetValue,
  ApiHotel,
  ApiMapResponse,
  ApiOffer,
  ApiSearchResponse,
  ApiSuggestion,
} from './api-types';
import type { ActivityCentre, FacetOption, Facets, HotelView, MapMarker, OfferView, SearchResult, Suggestion, ThemeView } from './types';

export const MAX_CARD_IMAGES = 4;

export function toHotel(h: ApiHotel): HotelView {
  return {
    id: h.id,
    label: h.label,
    stars: h.stars,
    uri: h.uri,
    locationLabel: h.location?.label ?? '',
    locationUri: typeof h.location?.uri === 'string' && h.location.uri.startsWith('/') ? h.location.uri : null,
    latitude: h.location?.latitude ?? 0,
    longitude: h.location?.longitude ?? 0,
    reviewCount: h.review?.count ?? 0,
    reviewAverage: typeof h.review?.average === 'number' ? h.review.average : null,
  };
}

function images(list: { url: string; alt: string }[] | undefined, fallback: string | null, alt: string) {
  const out = (list ?? []).filter((i) => typeof i?.url === 'string').map((i) => ({ url: i.url, alt: i.alt || alt }));
  if (!out.length && fallback) out.push({ url: fallback, alt });
  return out.slice(0, MAX_CARD_IMAGES);
}

/** Adults the displayed price is for: the price entry matching the sell price, else the first one. */
function adultsOf(prices: ApiOffer['prices'], sellPrice: number): number {
  const entry = prices.find((p) => p.sellPrice === sellPrice) ?? prices[0];
  return Math.max(1, entry?.paxComposition?.adults ?? 2);
}

export function toOffer(o: ApiOffer, flow: Flow): OfferView {
  const kind = o.kind === 'activity' ? 'activity' : o.kind === 'hotel_only' ? 'hotelOnly' : flow === 'gifting' || o.priceType === 'gift' ? 'gift' : 'stay';
  return {
    id: o.id,
    kind,
    label: o.label,
    hotel: toHotel(o.hotel),
    images: images(o.images, o.imageUrl, o.label),
    sellPrice: o.sellPrice,
    refPrice: o.barPrice ?? o.refPrice ?? null,
    totalPrice: o.totalPrice ?? null,
    promo: o.promo ?? null,
    priceType: o.priceType,
    availableRooms: o.availableRooms,
    lastMinute: !!o.lastMinute,
    expiration: o.expiration,
    marketingLabels: (o.marketingLabels ?? []).map((m) => m.label).filter(Boolean),
    headwords: o.headwords ?? [],
    cancellation: o.cancellationPolicy
      ? { cancellable: o.cancellationPolicy.cancellable, message: o.cancellationPolicy.message, deadline: o.cancellationPolicy.cancellationDeadline }
      : null,
    autoDiscount: o.autoDiscount,
    uri: o.uri,
    participants: o.participants,
    adults: adultsOf(o.prices ?? [], o.sellPrice),
    nights: o.nights,
    checkin: o.checkin,
    distance: o.distance,
    targetedLabel: o.targetedLabel,
  };
}

export function toSearchResult(r: ApiSearchResponse, flow: Flow): SearchResult {
  const d = r.searchDetails;
  return {
    offers: (r.exactMatch ?? []).map((o) => toOffer(o, flow)),
    details: {
      totalCount: d.totalCount,
      page: d.page,
      pageSize: d.limit,
      themeLabel: d.theme?.label ?? null,
      destination: d.destination,
      hierarchy: Array.isArray(d.locationHierarchy) ? d.locationHierarchy : [],
      location: d.location,
    },
  };
}

export function toMarkers(r: ApiMapResponse): MapMarker[] {
  return (r.exactMatch ?? []).map((m) => ({
    hotelId: m.hotel.id,
    label: m.hotel.label,
    latitude: m.location.latitude,
    longitude: m.location.longitude,
    price: m.sellPrice,
    totalPrice: m.totalPrice ?? null,
    priceType: m.priceType,
    imageUrl: m.imageUrl,
    uri: m.hotel.uri,
    offerIds: m.weekendIds,
  }));
}

function options(values: ApiFacetValue[] | undefined): FacetOption[] {
  return (values ?? []).map((v) => ({ value: String(v.id), label: v.name ?? String(v.id), count: v.count }));
}

/** Facets of /facets.json (properties by propertyType) to the filter panel's lists. */
export function toFacets(r: ApiFacetsResponse): Facets {
  const prop = (t: string) => r.properties.find((p) => p.propertyType === t);
  const tag = prop('tag');
  return {
    activities: tag?.groups?.length
      ? tag.groups.map((g) => ({ name: g.name ?? g.id, entries: options(g.values) }))
      : tag
        ? [{ name: '', entries: options(tag.values) }]
        : [],
    facilities: options(prop('facility')?.values),
    accessibility: options(prop('accessibility')?.values),
    hotelTypes: options(prop('type')?.values),
    hotelEnvironments: options(prop('environment')?.values),
    hotelStyles: options(prop('style')?.values),
    stars: options(prop('stars')?.values),
    hotelScores: options(prop('score')?.values),
    freeCancellation: options(prop('cancellation')?.values).find((o) => o.value === 'free') ?? null,
    priceRange: prop('price')?.range ?? null,
    priceBands: prop('price')?.bands ?? [],
  };
}

function toActivityPackage(p: ApiActivityPackage, hotel: ApiHotel): OfferView {
  return toOffer(
    {
      id: p.id,
      kind: 'activity',
      label: p.label,
      hotel,
      imageUrl: p.imageUrl,
      images: p.images,
      prices: p.prices,
      sellPrice: p.sellPrice,
      barPrice: p.barPrice,
      refPrice: null,
      promo: p.promo,
      priceType: 'from-price',
      availableRooms: null,
      lastMinute: false,
      expiration: null,
      marketingLabels: [],
      headwords: [],
      cancellationPolicy: null,
      channelManagerId: null,
      autoDiscount: null,
      uri: p.uri,
      connectivity: false,
      participants: p.prices[0]?.paxComposition.adults ?? 2,
      nights: null,
      checkin: null,
      distance: p.distance,
      targetedLabel: null,
      themes: [p.themeId],
    },
    'activity',
  );
}

export function toActivityCentres(r: ApiActivityOnlyResponse): { centres: ActivityCentre[]; totalCount: number } {
  return {
    totalCount: r.totalCount,
    centres: (r.results ?? []).map((c) => ({ hotel: toHotel(c.hotel), packages: c.packages.map((p) => toActivityPackage(p, c.hotel)) })),
  };
}

export function toSuggestion(s: ApiSuggestion): Suggestion | null {
  if (!(DESTINATION_CATEGORIES as readonly string[]).includes(s.category)) return null;
  return {
    id: String(s.id),
    label: s.label,
    category: s.category as DestinationCategory,
    latitude: s.latitude,
    longitude: s.longitude,
    postalcode: s.postalcode,
    detail: s.parentLabel ?? null,
  };
}

export function toTheme(t: ApiTheme): ThemeView | null {
  if (!t || typeof t.id !== 'number' || typeof t.label !== 'string') return null;
  return {
    id: String(t.id),
    label: t.label,
    slug: t.slug,
    kind: t.kind === 'activity' ? 'activity' : 'stay',
    count: Number.isFinite(t.count) ? t.count : 0,
    uri: t.uri,
    description: 'description' in t && typeof t.description === 'string' ? t.description : null,
  };
}
