import { fireEvent, screen } from '@testing-library/react';
import { defaultCriteria } from '@storefront/criteria';
import type { MapMarker } from '../../api/types';
import { renderWithProviders } from '../../test/render';
import { MapModal } from './map-modal';
import type { MapViewProps } from './map-view';

jest.mock('../../api/search', () => ({ ...jest.requireActual('../../api/search'), mapSearch: jest.fn() }));
// maplibre needs WebGL: the map stands in as its markers, price buttons as the real map draws them
jest.mock('./map-view', () => {
  const { formatMoney } = jest.requireActual('@storefront/i18n');
  return {
    __esModule: true,
    default: ({ markers, onActiveChange }: MapViewProps) => (
      <ul>
        {markers.map((m) => (
          <li key={m.hotelId}>
            <button type="button" onClick={() => onActiveChange(m.hotelId)}>
              {`${m.label} ${formatMoney(m.price, 'fr_FR')}`}
            </button>
          </li>
        ))}
      </ul>
    ),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { mapSearch } = require('../../api/search') as { mapSearch: jest.Mock };

const marker = (hotelId: number, price: number, totalPrice: number | null): MapMarker => ({
  hotelId,
  label: `Hôtel ${hotelId}`,
  latitude: 45.76,
  longitude: 4.83,
  price,
  totalPrice,
  priceType: 'from-price',
  imageUrl: null,
  uri: `/hotel/${hotelId}`,
  offerIds: [hotelId * 10],
});

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('MapModal', () => {
  beforeEach(() => mapSearch.mockReset().mockResolvedValue([marker(1, 10000, 21200), marker(2, 9000, null)]));

  it("the total price switch shows each marker's and the chosen hotel's total with the local tax, as the API priced it", async () => {
    renderWithProviders(<MapModal open onClose={() => undefined} flow="booking" criteria={defaultCriteria()} />);
    const first = await screen.findByRole('button', { name: /Hôtel 1/ });
    expect(text(first)).toMatch(/100 €/);
    const toggle = screen.getByRole('switch', { name: 'Prix total, taxe de séjour incluse' });
    fireEvent.click(toggle);
    expect(text(screen.getByRole('button', { name: /Hôtel 1/ }))).toMatch(/212 €/);
    // a hotel without a total keeps its price
    expect(text(screen.getByRole('button', { name: /Hôtel 2/ }))).toMatch(/90 €/);
    fireEvent.click(screen.getByRole('button', { name: /Hôtel 1/ }));
    expect(text(screen.getByRole('link', { name: 'Hôtel 1' }).parentElement!)).toMatch(/212 €/);
    fireEvent.click(toggle);
    expect(text(screen.getByRole('link', { name: 'Hôtel 1' }).parentElement!)).toMatch(/100 €/);
  });

  it('no total price switch on the map of gift stays', async () => {
    renderWithProviders(<MapModal open onClose={() => undefined} flow="gifting" criteria={defaultCriteria()} />);
    await screen.findByRole('button', { name: /Hôtel 1/ });
    expect(screen.queryByRole('switch', { name: /Prix total/ })).toBeNull();
  });
});
