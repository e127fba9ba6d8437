import type { HotelRoom, HotelRoomOffer } from '../../api/types';
import { offersState, roomOfferGroups } from './rules';

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
