/** Answers of the API as mf-checkout's unit tests mock them (only the fields the checkout reads). */
import type { OfferDetail, Quote } from '../api/types';

const flexible = { type: 'FLEXIBLE', cancellable: true, label: 'Conditions d’annulation', message: 'Modifiable et annulable jusqu’au {deadline}', cancellationDeadline: '2026-12-09', refundPercent: 80 };

export function quoteFixture(over: Partial<Quote> = {}): Quote {
  return {
    offerId: 100018,
    bookable: true,
    priceInfo: { sellPrice: 54500, refPrice: 60000, promoPercentageRounded: 9, moneySaved: 5500, priceType: 'final-price', nbRooms: 1, nights: 2 },
    pricePerNight: 27250,
    localTaxTotalAmount: 600,
    programLineList: [
      { id: 1, kind: 'room', activityId: null, title: 'Chambre double supérieure', needsDate: false },
      { id: 2, kind: 'activity', activityId: 501, title: 'Massage en duo', needsDate: true },
    ],
    reservationCriteria: {
      offerId: 100018,
      activityDaySelections: [{ activityId: 501, date: '2026-12-12' }],
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      travelPeriod: { checkinDate: '2026-12-11', checkoutDate: '2026-12-13' },
      minisiteId: null,
    },
    modifiedReservationCriteria: false,
    flashDeal: false,
    roomsAmountMessage: null,
    roomsLeft: 2,
    cancellationPolicy: flexible,
    activityDates: [{ activityId: 501, title: 'Massage en duo', date: '2026-12-12', availableDates: ['2026-12-11', '2026-12-12'] }],
    missingActivityDates: [],
    ...over,
  } as unknown as Quote;
}

export const detailFixture = {
  id: 100015,
  label: 'Escapade détente à Annecy',
  images: [{ url: '/img/1.jpg', alt: 'Le lac', sizes: { '640_360': '/img/1-640.jpg' } }],
  hotel: { id: 42, label: 'Hôtel du Lac', stars: 4, location: { label: 'Annecy' } },
  room: { label: 'Chambre double supérieure', title: 'Chambre double supérieure' },
  activities: [{ activityId: 501, needsDate: true, title: 'Massage en duo' }],
  programLine: [],
} as unknown as OfferDetail;
