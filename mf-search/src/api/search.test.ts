/**
 * The API layer of mf-search against a fake transport: the calls' paths and parameters (search.md §7) and the
 * mapping of the generated answer types to view types.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { parseHash } from '@storefront/criteria';
import { testContext } from '../test/render';
import { createApiClient } from '@storefront/api-client';
import type { ApiFacetsResponse, ApiOffer, ApiSearchResponse } from './api-types';
import {
  activityOnlySearch,
  facetQuery,
  fetchFacets,
  fetchThemes,
  mapSearch,
  packageCheckoutNights,
  resolveKeyword,
  searchOffers,
  themeBySlug,
} from './search';

const hotel: ApiOffer['hotel'] = {
  id: 7,
  label: 'Hôtel du Lac',
  stars: 4,
  uri: '/hotel/7',
  location: {
    label: 'Annecy',
    uri: '/ville/annecy',
    address: '1 quai',
    zipCode: '74000',
    latitude: 45.9,
    longitude: 6.1,
  },
  review: { count: 12, average: 8.6 },
};

const offer: ApiOffer = {
  id: 42,
  kind: 'stay',
  label: 'Séjour au bord du lac',
  hotel,
  imageUrl: '/img/0.jpg',
  images: [1, 2, 3, 4, 5].map((n) => ({ url: `/img/${n}.jpg`, alt: '', sizes: {} })),
  prices: [
    {
      paxComposition: { adults: 2, children: 0, babies: 0 },
      sellPrice: 25000,
      barPrice: 30000,
      promoPercentageRounded: 17,
    },
  ],
  sellPrice: 25000,
  barPrice: 30000,
  refPrice: null,
  promo: 17,
  priceType: 'final-price',
  availableRooms: 2,
  lastMinute: false,
  expiration: null,
  marketingLabels: [{ label: 'Coup de cœur', code: 'fav', color: '#000' }],
  headwords: ['Spa'],
  cancellationPolicy: { cancellable: true, message: 'Annulable', cancellationDeadline: '2030-01-01' },
  channelManagerId: null,
  autoDiscount: null,
  uri: '/sejour/42',
  connectivity: true,
  participants: 2,
  nights: 2,
  checkin: '2030-02-01',
  distance: null,
  targetedLabel: null,
  themes: [39],
};

const searchAnswer: ApiSearchResponse = {
  exactMatch: [offer],
  searchDetails: {
    totalCount: 1,
    page: 0,
    limit: 18,
    flow: 'booking',
    sort: 'priceQuality',
    checkin: null,
    checkout: null,
    night: null,
    adult: 2,
    child: 0,
    baby: 0,
    hotelId: null,
    location: null,
    locationHierarchy: [],
    destination: { id: 1, label: 'Annecy', category: 'city', latitude: 45.9, longitude: 6.1 },
    theme: { id: 39, label: 'en famille' },
    uri: '/recherche#city=1',
  },
};

/** A client whose transport answers from `answer` and records the requests. */
function fakeClient(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = answer(config);
    const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { client: createApiClient(testContext(), { adapter }), seen };
}

describe('mf-search API calls', () => {
  it('searches offers with the criteria as query and maps the answer to cards (4 images at most)', async () => {
    const { client, seen } = fakeClient(() => ({ status: 200, data: searchAnswer }));
    const criteria = parseHash('a=3&c=1&city=1&stars=4,5', { flow: 'booking' });
    const result = await searchOffers(client, criteria, 'booking', { page: 2 });
    expect(seen[0]!.url).toBe('/api/offers.json');
    expect(seen[0]!.params).toEqual(
      expect.objectContaining({
        flow: 'booking',
        a: '3',
        c: '1',
        city: '1',
        page: 2,
        limit: 18,
        locale: 'fr_FR',
      }),
    );
    expect(result.details).toEqual(
      expect.objectContaining({ totalCount: 1, themeLabel: 'en famille', pageSize: 18 }),
    );
    const card = result.offers[0]!;
    expect(card).toEqual(
      expect.objectContaining({
        id: 42,
        kind: 'stay',
        sellPrice: 25000,
        refPrice: 30000,
        promo: 17,
        marketingLabels: ['Coup de cœur'],
        adults: 2,
      }),
    );
    expect(card.images).toHaveLength(4);
    expect(card.hotel).toEqual(
      expect.objectContaining({ locationLabel: 'Annecy', locationUri: '/ville/annecy', reviewAverage: 8.6 }),
    );
    expect(card.cancellation).toEqual({ cancellable: true, message: 'Annulable', deadline: '2030-01-01' });
  });

  it('gives gift cards in the gifting flow', async () => {
    const { client } = fakeClient(() => ({
      status: 200,
      data: { ...searchAnswer, exactMatch: [{ ...offer, priceType: 'gift' }] },
    }));
    const result = await searchOffers(client, parseHash('', { flow: 'gifting' }), 'gifting');
    expect(result.offers[0]!.kind).toBe('gift');
  });

  it('map search posts the criteria and keeps one marker per hotel; another answer shape gives no marker', async () => {
    const mapAnswer = {
      exactMatch: [
        {
          hotel,
          location: { latitude: 45.9, longitude: 6.1 },
          weekendIds: [42, 43],
          sellPrice: 19900,
          priceType: 'from-price',
          imageUrl: null,
        },
      ],
      searchDetails: searchAnswer.searchDetails,
    };
    const { client, seen } = fakeClient(() => ({ status: 200, data: mapAnswer }));
    const markers = await mapSearch(client, parseHash('city=1', { flow: 'booking' }), 'booking');
    expect(seen[0]!.method).toBe('post');
    expect(JSON.parse(seen[0]!.data as string)).toEqual(
      expect.objectContaining({
        performMapSearch: true,
        orderBy: 'priceQuality',
        criteria: expect.objectContaining({ city: 1 }),
      }),
    );
    expect(markers).toEqual([
      expect.objectContaining({ hotelId: 7, offerIds: [42, 43], price: 19900, latitude: 45.9 }),
    ]);

    const other = fakeClient(() => ({ status: 200, data: searchAnswer }));
    expect(await mapSearch(other.client, parseHash('', { flow: 'booking' }), 'booking')).toEqual([]);
  });

  it('facets: properties by type to the filter lists; a failure is raised as "Error fetching facets: ..."', async () => {
    const facets: ApiFacetsResponse = {
      totalCount: 3,
      properties: [
        { propertyType: 'stars', values: [{ id: '4', name: '4', count: 2, selected: false }] },
        {
          propertyType: 'tag',
          values: [],
          groups: [
            { id: 'g1', name: 'Bien-être', values: [{ id: '12', name: 'Spa', count: 0, selected: false }] },
          ],
        },
        { propertyType: 'price', values: [], range: { min: 5000, max: 40000 } },
      ],
    };
    const ok = fakeClient(() => ({ status: 200, data: facets }));
    const view = await fetchFacets(ok.client, parseHash('', { flow: 'booking' }), 'booking');
    expect(ok.seen[0]!.params).toEqual(
      expect.objectContaining({ orderBy: 'priceQuality', withNames: true, withActivities: 'true' }),
    );
    expect(view.stars).toEqual([{ value: '4', label: '4', count: 2 }]);
    expect(view.activities).toEqual([
      { name: 'Bien-être', entries: [{ value: '12', label: 'Spa', count: 0 }] },
    ]);
    expect(view.priceRange).toEqual({ min: 5000, max: 40000 });

    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = fakeClient(() => ({
      status: 400,
      data: { error: { code: 'VALIDATION_ERROR', message: 'bad stars' } },
    }));
    await expect(fetchFacets(failing.client, parseHash('', { flow: 'booking' }), 'booking')).rejects.toThrow(
      'Error fetching facets: bad stars',
    );
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('facets query (search.md §7): search criteria plus the facet refresh criteria under their own names', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const hash =
      `#a=3&city=1&theme=5&checkin=${day(30)}&checkout=${day(32)}&distanceMin=10&distanceMax=80&lat=45.9&lng=6.1` +
      '&sort=priceAsc&tags=12,14&hotelTypes=castle,inn&hotelEnvironments=sea&hotelStyles=design&stars=4,5&hotelScore=8' +
      '&priceMin=5000&priceMax=20000&facilities=spa,pool,pets';
    const booking = parseHash(hash, { flow: 'booking' });
    expect(facetQuery(booking, 'booking')).toEqual({
      flow: 'booking',
      a: '3',
      c: '0',
      b: '0',
      city: '1',
      theme: '5',
      checkin: day(30),
      checkout: day(32),
      night: '2',
      hotelType: 'castle,inn',
      hotelEnvironment: 'sea',
      hotelStyle: 'design',
      stars: '4,5',
      minHotelReviewScore: '8',
      priceMin: '5000',
      priceMax: '20000',
      facilities: 'spa,pool',
      petsAllowed: 'true',
      distanceMin: '10',
      distanceMax: '80',
      lat: '45.9',
      lng: '6.1',
      tags: '12,14',
      withActivities: 'true',
      orderBy: 'priceQuality',
      withNames: true,
      propertiesRequested: 'price,score,facility,stars,style,type,environment,tag',
    });
    // gifting: single-voucher price names, travellers 2/0/0, no dates
    const gifting = facetQuery(parseHash(hash, { flow: 'gifting' }), 'gifting');
    expect(gifting).toMatchObject({ a: '2', singleVoucherPriceMin: '5000', singleVoucherPriceMax: '20000' });
    expect(gifting).not.toHaveProperty('priceMin');
    expect(gifting).not.toHaveProperty('checkin');
    // lat/lng only with an active distance filter
    expect(
      facetQuery(parseHash('#city=1&lat=45.9&lng=6.1', { flow: 'booking' }), 'booking'),
    ).not.toHaveProperty('lat');
    // the call sends it as is (the client adds the locale)
    const ok = fakeClient(() => ({ status: 200, data: { totalCount: 0, properties: [] } }));
    await fetchFacets(ok.client, booking, 'booking');
    expect(ok.seen[0]!.url).toBe('/api/facets.json');
    expect(ok.seen[0]!.params).toEqual({ ...facetQuery(booking, 'booking'), locale: 'fr_FR' });
  });

  it('activity-only search: POST with the criteria, 20 packages per hotel, the locale and the page', async () => {
    const ok = fakeClient(() => ({ status: 200, data: { totalCount: 0, page: 1, results: [] } }));
    await activityOnlySearch(
      ok.client,
      parseHash('#a=3&city=1&tags=12,14&checkin=2099-06-02&checkout=2099-06-04', { flow: 'activity' }),
      { page: 1 },
    );
    expect(ok.seen[0]!.method).toBe('post');
    expect(ok.seen[0]!.url).toBe('/api/search/activity-only.json');
    const sent = JSON.parse(ok.seen[0]!.data as string);
    expect(sent).toMatchObject({
      numberOfPackagesPerHotel: 20,
      locale: 'fr_FR',
      page: 1,
      criteria: { flow: 'activity', a: 3, city: 1, tags: '12,14' },
    });
    expect(sent.criteria).not.toHaveProperty('checkin');
    expect(sent.criteria).not.toHaveProperty('sort');
  });

  it('allowed nights: GET /weekend/{id}/packageCheckoutNights.json with the travellers; only whole night counts kept', async () => {
    const { client, seen } = fakeClient(() => ({ status: 200, data: [1, 2, 0, 3] }));
    const nights = await packageCheckoutNights(client, 42, { checkin: '2030-02-01', a: 2, c: 1, b: 0 });
    expect(seen[0]!.url).toBe('/weekend/42/packageCheckoutNights.json');
    expect(seen[0]!.params).toEqual(
      expect.objectContaining({
        checkin: '2030-02-01',
        adult: 2,
        child: 1,
        baby: 0,
        multiOffer: true,
        client: 'msite',
      }),
    );
    expect(nights).toEqual([1, 2, 3]);
  });

  it('themes: the list and a theme page (with its description)', async () => {
    const theme = {
      id: 39,
      label: 'En famille',
      slug: 'en-famille',
      kind: 'stay' as const,
      icon: 'family',
      count: 8,
      uri: '/idee/en-famille',
    };
    const list = fakeClient(() => ({ status: 200, data: [theme] }));
    expect(await fetchThemes(list.client, 'stay')).toEqual([
      expect.objectContaining({ id: '39', label: 'En famille', description: null }),
    ]);
    expect(list.seen[0]!.params).toEqual(expect.objectContaining({ kind: 'stay' }));
    const one = fakeClient(() => ({ status: 200, data: { ...theme, description: 'Pour petits et grands' } }));
    expect(await themeBySlug(one.client, 'en-famille')).toEqual(
      expect.objectContaining({ slug: 'en-famille', description: 'Pour petits et grands' }),
    );
  });

  it('resolves a keyword page: a city slug to the city to search, an idea slug to its theme in the flow searched', async () => {
    const city = fakeClient(() => ({ status: 200, data: { id: 10001, label: 'Paris' } }));
    expect(await resolveKeyword(city.client, { kind: 'city', slug: 'paris' }, 'booking')).toEqual({ kind: 'city', slug: 'paris', city: '10001' });
    expect(city.seen[0]!.url).toBe('/api/cities/paris.json');
    const theme = { id: 988, label: 'Sport', slug: 'sport', kind: 'activity' as const, icon: 'sport', count: 4, uri: '/idee/sport' };
    const idea = fakeClient(() => ({ status: 200, data: theme }));
    expect(await resolveKeyword(idea.client, { kind: 'idea', slug: 'sport' }, 'activity')).toEqual({
      kind: 'idea',
      slug: 'sport',
      theme: expect.objectContaining({ id: '988', kind: 'activity' }),
    });
    expect(idea.seen[0]!.url).toBe('/api/themes/sport.json');
    expect(idea.seen[0]!.params).toEqual(expect.objectContaining({ kind: 'activity' }));
    // an unknown slug is the API's 404
    const unknown = fakeClient(() => ({ status: 404, data: { message: 'Not found' } }));
    await expect(resolveKeyword(unknown.client, { kind: 'city', slug: 'atlantis' }, 'booking')).rejects.toMatchObject({ status: 404 });
  });
});
