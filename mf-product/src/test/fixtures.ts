/** API answers used by component tests (shapes of the storefront API). */
import type { GiftPriceList } from '../api/product';
import type { ActivityProduct, GiftCalendar, OfferDetail, PricedOffers, Quote, Reviews, Upsells } from '../api/types';

const image = { url: '/img/1.svg', alt: 'Photo', sizes: { '640_360': '/img/1.svg' }, title: 'Photo' };
const policy = { type: 'NON_REFUNDABLE', cancellable: false, label: 'Non remboursable', message: '', cancellationDeadline: null, refundPercent: 0 };
const flexible = { type: 'FLEXIBLE', cancellable: true, label: 'Conditions d’annulation', message: '', cancellationDeadline: '2026-11-13', refundPercent: 80 };

export const activityLine = {
  id: 30, kind: 'activity', activityId: 501, title: 'Massage en duo', imageUrl: '/img/a.svg', imagesBySize: {}, detailList: ['50 minutes'], duration: 50, where: 'Spa',
  whyList: [], mustKnowList: [], schedules: [{ from: '10:00', to: '19:00' }], how: null, menu: null, type: null, repeated: false, importantInfos: [], icon: 'spa',
  activityParticipantsLabel: 'Pour 2', displayPax: true, needsDate: true,
};

export const detail = {
  id: 100015, kind: 'stay', label: 'Escapade romantique', uri: '/sejour/100015', headwords: ['Spa'], description: 'Une description.', shortProgramIntro: 'Suite + Petit-déjeuner + Massage',
  images: [image, image, image, image, image, image], imagesBySize: {},
  hotel: {
    id: 1003, label: 'Castello', star: 4, stars: 4, uri: '/hotel/1003', active: true,
    location: { address: '1 via Roma, 19016 Monterosso', label: 'Monterosso', latitude: 44.1, longitude: 9.6, completeAddress: { streetAddress: '1 via Roma', zipCode: '19016' } },
    description: 'Un hôtel.', highlightedFacilities: [], facilities: [{ code: 'wifi', label: 'Wifi', icon: 'wifi' }], infoGeneral: [], review: { count: 3, average: 9.2 },
    policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 2 },
    localTax: { amount: 150, currency: 'EUR', toBePaidAtHotel: true, type: 'PER_PERSON_PER_NIGHT', percentage: null },
    checkInOut: { checkin: '15:00', checkout: '11:00' }, breakfastSchedule: null, importantInfos: [], legacyPackageCount: 2,
    ecoFacilities: new Array(9).fill(0).map((_, i) => ({ code: `eco${i}`, label: `Éco ${i}`, icon: 'leaf' })), images: [image],
  },
  programLine: [{ ...activityLine, id: 28, kind: 'room', activityId: null, title: 'Suite', needsDate: false }],
  activities: [activityLine], activityDates: [], breakfast: null, dinner: null,
  room: { id: 1, uuid: 'u', label: 'Suite', title: 'Suite', size: 30, type: 'suite', bedding: '1 lit', capacity: 2, maxCapacity: 3, description: 'Belle suite.', detailsSection: [], highlights: [], highlightedFacilities: [], images: [image], imageUrl: '/img/1.svg', importantInfos: [], offers: [] },
  price: { sellPrice: 50600, barPrice: 60000, refPrice: 60000, promoPercentageRounded: 16, moneySaved: 9400, priceType: 'from-price', nbRooms: 1, nights: 2, checkin: '2026-11-22', paxCount: 2, perNight: 25300 },
  published: true, bookable: true, expiration: null, lastMinute: false, availableRooms: null, marketingLabels: [], targetedLabel: null, cancellationPolicy: policy,
  autoDiscount: null, channelManagerId: null, connectivity: false, giftable: true, importantInfos: [], breadcrumb: [{ label: 'Accueil', uri: '/' }], themes: [], defaultNights: 2, maxNights: 4,
  otherOffers: [], pageModel: null,
} as unknown as OfferDetail;

export const pricedOffers = {
  productId: 100015, checkin: '2026-11-20', nights: 2,
  offers: [
    { id: 100015, weekendId: 100015, label: 'x', sellPrice: 54500, refPrice: 60000, promo: 9, priceType: 'final-price', bookable: true, priceInfo: null, cancellationPolicy: policy },
    { id: 100018, weekendId: 100018, label: 'x', sellPrice: 59950, refPrice: 66000, promo: 9, priceType: 'final-price', bookable: true, priceInfo: null, cancellationPolicy: flexible },
  ],
} as unknown as PricedOffers;

export function quoteFor(offerId: number, sellPrice: number, activity?: string): Quote {
  return {
    offerId, bookable: true,
    priceInfo: { sellPrice, refPrice: 60000, promoPercentageRounded: 9, moneySaved: 5500, priceType: 'final-price', nbRooms: 1, nights: 2 },
    pricePerNight: sellPrice / 2, localTaxTotalAmount: 600, programLineList: [],
    reservationCriteria: { offerId, activityDaySelections: activity ? [{ activityId: 501, date: activity }] : [], pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 }, travelPeriod: { checkinDate: '2026-11-20', checkoutDate: '2026-11-22' }, minisiteId: null },
    modifiedReservationCriteria: false, flashDeal: false, roomsAmountMessage: null, roomsLeft: 2, cancellationPolicy: offerId === 100018 ? flexible : policy,
    activityDates: [{ activityId: 501, title: 'Massage en duo', date: activity ?? null, availableDates: ['2026-11-20', '2026-11-21'] }],
    missingActivityDates: activity ? [] : [501],
  } as unknown as Quote;
}

export const upsells = {
  offerId: 100015,
  upsells: [{ id: 100016, label: 'Séjour gourmand', priceDifference: 3000, priceDifferencePerLos: { '2': 4200 }, programLines: ['Dîner'], imagesBySize: {}, activityIds: [], uri: '/sejour/100016' }],
} as unknown as Upsells;

export const reviews = (over: Partial<Reviews> = {}): Reviews =>
  ({ totalCount: 2, score: 9.1, list: [{ id: 1, locale: 'fr_FR', customer: 'Anne', type: 'COUPLE', date: '2026-10-01', average: 9, positive: 'Super', negative: '' }], details: [], page: 0, pageSize: 10, sort: 'DATE_DESC', locale: 'fr_FR', languageFallback: false, languages: [{ locale: 'fr_FR', count: 2 }], ...over }) as Reviews;

export const activity = {
  id: 700015, label: 'Jeu d’évasion', description: 'Une heure pour sortir.', uri: '/activite/700015', published: true, imagesBySize: [], images: [image], themeId: 992,
  activities: [{ title: 'Jeu', description: 'd', univers: 'Jeu d’évasion', composition: ['1 partie'], schedules: [], importantInformation: [] }],
  activityCenter: [{ id: 23, main: true, label: 'Évasion Cannes', star: null, uri: '/x', location: { address: '1 place', label: 'Cannes', zipCode: '06400', latitude: 43, longitude: 7 } }],
  mainActivityCenter: null, locations: [], niceToKnow: [], importantInfos: [], schedules: [],
  prices: [1, 2, 3].map((adults) => ({ paxComposition: { adults }, sellPrice: adults * 4100, barPrice: adults * 5200, refPrice: adults * 5200, promo: 21, moneySaved: adults * 1100 })),
  breadCrumb: [{ label: 'Accueil', uri: '/' }, { label: 'Jeu', uri: '/activite/700015' }],
  pageModel: { pageTitle: 'Jeu', canonicalUrl: '/activite/700015', alternateUrls: [], metaRobots: 'index, follow' },
} as unknown as ActivityProduct;

/** Gift prices of the fixture offer: one night 283 €, two nights 566 €. */
export const giftPriceList: GiftPriceList = { offerId: 100015, isGiftable: true, persons: 2, validityMonths: 12, giftFormats: ['digital'], priceList: [{ nights: 1, sellPrice: 28300, sellPrices: {}, upsellAvailabilityPrice: 0 }, { nights: 2, sellPrice: 56600, sellPrices: {}, upsellAvailabilityPrice: 0 }] };

/** An empty gift calendar of the fixture offer's window. */
export const giftCalendar: GiftCalendar = { days: [], giftPrice: 56600, nextMonth: null, prevMonth: null, minMonth: '2026-11', maxMonth: '2027-10', requestedMonths: [] };
