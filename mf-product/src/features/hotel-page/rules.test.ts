import type { HotelRoom, HotelRoomOffer } from '../../api/types';
import { offersState, roomOfferGroups, themeFirst } from './rules';

const offer = (id: number, sellPrice: number | null): HotelRoomOffer => ({
  id,
  label: `Offer ${id}`,
  uri: `/o/${id}`,
  nights: 1,
  price: sellPrice === null ? null : { sellPrice, refPrice: sellPrice, promo: 0, priceType: 'final-price' },
  bookable: sellPrice !== null,
  checkin: '2030-05-01',
  paxCount: 2,
  hasSelectedDates: true,
  shortProgramIntroWithoutRoom: '',
});
const room = (id: number, offers: HotelRoomOffer[]) => ({ id, label: `Room ${id}`, offers }) as unknown as HotelRoom;

describe('room offer cards grouped by room', () => {
  test('keeps priced offers under their room and drops rooms left without any', () => {
    const groups = roomOfferGroups([room(1, [offer(10, 12000), offer(11, null)]), room(2, [offer(20, null)]), room(3, [offer(30, 9900)])]);
    expect(groups.map((g) => [g.id, g.offers.map((o) => o.id)])).toEqual([
      [1, [10]],
      [3, [30]],
    ]);
  });

  test('dated stay without any priced offer is the no-availability state, undated the no-offers state', () => {
    const groups = roomOfferGroups([room(2, [offer(20, null)])]);
    expect(offersState(false, groups.length, true)).toBe('noAvailability');
    expect(offersState(false, groups.length, false)).toBe('noOffers');
    expect(offersState(true, groups.length, true)).toBe('loading');
  });
});

describe('hash theme: the theme offers first', () => {
  const groups = () => roomOfferGroups([room(1, [offer(10, 100), offer(11, 200)]), room(2, [offer(20, 300), offer(21, 400)]), room(3, [offer(30, 500)])]);
  test('rooms with a theme offer first, theme offers first in their room, order kept otherwise', () => {
    const sorted = themeFirst(groups(), new Set([21, 30]));
    expect(sorted.map((g) => [g.id, g.offers.map((o) => o.id)])).toEqual([
      [2, [21, 20]],
      [3, [30]],
      [1, [10, 11]],
    ]);
  });
  test('no theme offer at the hotel: the order is unchanged', () => {
    expect(themeFirst(groups(), new Set()).map((g) => g.offers.map((o) => o.id))).toEqual([[10, 11], [20, 21], [30]]);
    expect(themeFirst(groups(), new Set([99])).map((g) => g.id)).toEqual([1, 2, 3]);
  });
});
