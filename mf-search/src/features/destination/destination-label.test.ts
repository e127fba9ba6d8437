import { clearDestination, parseHash, setLocation } from '@storefront/criteria';
import { createSearchI18n } from '../../i18n';
import { offerView } from '../../test/fixtures';
import {
  destinationLabelOf,
  forgetNearbyPlaces,
  hasDestinationCriteria,
  rememberNearbyPlace,
} from './destination-label';

const criteria = (hash: string) => parseHash(hash, { flow: 'booking' });
const i18n = createSearchI18n('fr_FR');
const t = i18n.t.bind(i18n) as Parameters<typeof destinationLabelOf>[2];
const lyon = { id: 1, label: 'Lyon', category: 'city', latitude: 45.7, longitude: 4.8 };

afterEach(() => forgetNearbyPlaces());
afterAll(() => i18n.dispose());

describe('hasDestinationCriteria (what focusing the destination field clears)', () => {
  it('is true for a destination, a hotel, an area or a position, and false once cleared', () => {
    for (const hash of [
      'city=1',
      'hotel=7',
      'region=3',
      'poi=9',
      'lat=45.5&lng=4.8&distanceMin=0&distanceMax=200',
      'city=1&distanceMin=0&distanceMax=300',
    ]) {
      const c = criteria(`a=2&${hash}`);
      expect(hasDestinationCriteria(c)).toBe(true);
      expect(hasDestinationCriteria(clearDestination(c))).toBe(false);
    }
    expect(hasDestinationCriteria(criteria('a=2&theme=4&checkin=2099-01-01'))).toBe(false);
  });
});

describe('destinationLabelOf', () => {
  it("is the API's destination for a destination search", () => {
    expect(destinationLabelOf(criteria('city=1'), { details: { destination: lyon }, offers: [] }, t)).toBe(
      'Lyon',
    );
    expect(destinationLabelOf(criteria('city=1'), { details: null }, t)).toBe('');
  });

  it("is the hotel's name from its offers for a hotel search (the API resolves no destination for a hotel)", () => {
    const offers = [offerView(3), offerView(7)];
    expect(destinationLabelOf(criteria('hotel=7'), { details: { destination: null }, offers }, t)).toBe(
      'Hôtel 7',
    );
    expect(destinationLabelOf(criteria('hotel=8'), { details: { destination: null }, offers }, t)).toBe('');
  });

  it("reads 'Around {place}' for a nearby-location search of this session, else 'In this area'", () => {
    const nearby = setLocation(
      criteria('city=1'),
      { lat: 45.899247, lng: 6.129384, distanceMax: 200 },
      'booking',
    );
    const area = criteria('lat=43.3&lng=5.4&distanceMin=0&distanceMax=200');
    expect(destinationLabelOf(nearby, { details: { destination: null } }, t)).toBe('Dans cette zone');
    rememberNearbyPlace({ lat: 45.899247, lng: 6.129384, label: 'Annecy' });
    // the position read back from the URL hash
    const fromUrl = criteria('lat=45.899247&lng=6.129384&distanceMin=0&distanceMax=200');
    expect(destinationLabelOf(fromUrl, { details: { destination: null } }, t)).toBe('Autour de Annecy');
    expect(destinationLabelOf(area, { details: { destination: null } }, t)).toBe('Dans cette zone');
  });

  it('says it in the site language', () => {
    const it_ = createSearchI18n('it_IT');
    const area = criteria('lat=43.3&lng=5.4');
    expect(destinationLabelOf(area, {}, it_.t.bind(it_) as typeof t)).toBe('In questa zona');
    rememberNearbyPlace({ lat: 43.3, lng: 5.4, label: 'Marsiglia' });
    expect(destinationLabelOf(area, {}, it_.t.bind(it_) as typeof t)).toBe('Intorno a Marsiglia');
    it_.dispose();
  });
});
