/** API answers of the tests, as mf-search's view types. */
import type { OfferView, SearchDetailsView } from '../api/types';

export function offerView(id: number): OfferView {
  return {
    id,
    kind: 'stay',
    label: `Séjour ${id}`,
    hotel: { id, label: `Hôtel ${id}`, stars: 3, uri: `/hotel/${id}`, locationLabel: 'Lyon', latitude: 45, longitude: 4, reviewCount: 3, reviewAverage: 8 },
    images: [],
    sellPrice: 10000,
    refPrice: null,
    totalPrice: null,
    promo: null,
    priceType: 'from-price',
    availableRooms: null,
    lastMinute: false,
    expiration: null,
    marketingLabels: [],
    headwords: [],
    cancellation: null,
    autoDiscount: null,
    uri: `/sejour/${id}`,
    participants: 2,
    adults: 2,
    nights: 1,
    checkin: null,
    distance: null,
    targetedLabel: null,
  };
}

export function searchDetails(totalCount: number): SearchDetailsView {
  return { totalCount, page: 0, pageSize: 18, themeLabel: 'romantiques', destination: { id: 1, label: 'Lyon', category: 'city', latitude: 45, longitude: 4 }, hierarchy: [], location: null };
}
