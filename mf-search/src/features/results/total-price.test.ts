import { offerView } from '../../test/fixtures';
import type { MapMarker } from '../../api/types';
import { asTotal, hasTotalPrice, markerAsTotal } from './total-price';

describe('total price switch', () => {
  it("shows a card's API total without the crossed-out reference; a card without a total keeps its price", () => {
    const offer = { ...offerView(1), sellPrice: 10000, totalPrice: 10600, refPrice: 12000, promo: 17 };
    expect(asTotal(offer)).toMatchObject({ sellPrice: 10600, refPrice: null, promo: null });
    expect(asTotal(offerView(2))).toEqual(offerView(2));
  });

  it("shows a marker's API total", () => {
    const marker: MapMarker = {
      hotelId: 1,
      label: 'H',
      latitude: 0,
      longitude: 0,
      price: 10000,
      totalPrice: 10600,
      priceType: 'from-price',
      imageUrl: null,
      uri: '/h',
      offerIds: [1],
    };
    expect(markerAsTotal(marker).price).toBe(10600);
    expect(markerAsTotal({ ...marker, totalPrice: null }).price).toBe(10000);
  });

  it('is offered for stays and hotel nights, not gifts or activities', () => {
    expect(['booking', 'hotel', 'gifting', 'activity'].map((f) => hasTotalPrice(f as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
