/**
 * The API layer of mf-search against a fake transport: the calls' paths and parameters (search.md §7) and the
 * mapping of the generated answer types to view types.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { FALLBACK_KINDS, parseHash, type HierarchyPlace } from '@storefront/criteria';
import { testContext } from '../test/render';
import { createApiClient, isCancelled, logClientError } from '@storefront/api-client';
import type { ApiFacetsResponse, ApiOffer, ApiSearchResponse } from './api-types';
import {
  activityOnlySearch,
  facetQuery,
  fetchFacets,
  fetchThemes,
  mapSearch,
  packageCheckoutNights,
  resolveKeyword,
  searchFallbacks,
  searchOffers,
  themeBySlug,
} from './search';

// errors are logged to {frontGateway}/logs: no network here
jest.mock('@storefront/api-client', () => ({
  ...jest.requireActual('@storefront/api-client'),
  logClientError: jest.fn(async () => true),
}));

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
          totalPrice: 20500,
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
      expect.objectContaining({ hotelId: 7, offerIds: [42, 43], price: 19900, totalPrice: 20500, latitude: 45.9 }),
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
        { propertyType: 'cancellation', values: [{ id: 'free', name: 'Annulation gratuite', count: 2, selected: false }] },
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
    expect(view.freeCancellation).toEqual({ value: 'free', label: 'Annulation gratuite', count: 2 });

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

  it('facets query (search.md §7): the search criteria under the same names, without the sort', async () => {
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
      hotelTypes: 'castle,inn',
      hotelEnvironments: 'sea',
      hotelStyles: 'design',
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
      propertiesRequested: 'price,score,facility,accessibility,cancellation,stars,style,type,environment,tag',
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

describe('fallback searches (search.md §4, §7, §8)', () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const place = (id: number, category: string, latitude = 45, longitude = 5): HierarchyPlace => ({ id, label: `p${id}`, category, latitude, longitude });
  const departmentHierarchy = [place(1006, 'department'), place(112, 'region'), place(1, 'country')];
  const answer = (count: number): ApiSearchResponse => ({
    exactMatch: Array.from({ length: Math.min(count, 3) }, (_, i) => ({ ...offer, id: 100 + i })),
    searchDetails: { ...searchAnswer.searchDetails, totalCount: count, limit: 3 },
  });

  /** A client whose transport answers each GET offers.json from its query, a few ms later, counting the calls in flight. */
  function offersClient(answerOf: (params: Record<string, unknown>) => { status: number; data: unknown }) {
    const seen: InternalAxiosRequestConfig[] = [];
    let inFlight = 0;
    const stats = { maxInFlight: 0 };
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      stats.maxInFlight = Math.max(stats.maxInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const { status, data } = answerOf(config.params as Record<string, unknown>);
      const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
      if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    return { client: createApiClient(testContext(), { adapter }), seen, stats };
  }

  it('runs each alternative as GET offers.json with a limit of 3, in parallel; keeps those with offers, in order; a failing one yields no block', async () => {
    const criteria = parseHash(`department=1006&theme=101&checkin=${day(30)}&checkout=${day(31)}&stars=4`, { flow: 'booking' });
    const { client, seen, stats } = offersClient((q) => {
      if (q.department && !q.theme && q.checkin) return { status: 200, data: answer(0) }; // withoutTheme: nothing
      if (q.region && !q.checkin && q.theme) return { status: 500, data: { error: { code: 'INTERNAL', message: 'boom' } } }; // widen + dates
      return { status: 200, data: answer(q.region ? 12 : 2) };
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallbacks = await searchFallbacks(client, criteria, 'booking', departmentHierarchy);
    expect(seen).toHaveLength(FALLBACK_KINDS.length);
    expect(stats.maxInFlight).toBe(FALLBACK_KINDS.length);
    for (const request of seen) {
      expect(request.url).toBe('/api/offers.json');
      expect(request.params).toEqual(expect.objectContaining({ flow: 'booking', page: 0, limit: 3, searchProvider: 'storefront', stars: '4', locale: 'fr_FR' }));
    }
    // the spec's order, one query each
    const queries = seen.map((r) => r.params as Record<string, unknown>);
    expect(queries.map((q) => [q.department ?? null, q.region ?? null, q.theme ?? null, q.checkin ?? null])).toEqual([
      [null, '112', '101', day(30)],
      ['1006', null, '101', null],
      ['1006', null, null, day(30)],
      [null, '112', '101', null],
      [null, '112', null, day(30)],
      ['1006', null, null, null],
      [null, '112', null, null],
    ]);
    expect(fallbacks.map((f) => f.kind)).toEqual(['widenDestination', 'withoutDates', 'widenDestinationWithoutTheme', 'withoutDatesWithoutTheme', 'widenDestinationWithoutDatesWithoutTheme']);
    expect(fallbacks[0]).toEqual({
      kind: 'widenDestination',
      hash: `a=2&c=0&b=0&region=112&theme=101&checkin=${day(30)}&checkout=${day(31)}&night=1&stars=4`,
      offers: [expect.objectContaining({ id: 100 }), expect.objectContaining({ id: 101 }), expect.objectContaining({ id: 102 })],
      totalCount: 12,
    });
    // 'See all' searches the alternative: its hash is its criteria
    const { department, ...widened } = criteria;
    expect(department).toBe('1006');
    expect(parseHash(fallbacks[0]!.hash, { flow: 'booking' })).toEqual({ ...widened, region: '112' });
    expect(parseHash(fallbacks[1]!.hash, { flow: 'booking' })).not.toHaveProperty('checkin');
    expect(fallbacks[1]!.totalCount).toBe(2);
    // the failure is logged (fallbacks location), the others still show
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toBe('[mf-search.fallbacks]');
    expect(logClientError).toHaveBeenLastCalledWith(client.context, expect.objectContaining({ location: 'mf-search.fallbacks' }));
    spy.mockRestore();
  });

  it('widens a city to the 30 km around its position, and searches nothing when there is no alternative', async () => {
    const { client, seen } = offersClient(() => ({ status: 200, data: answer(1) }));
    const criteria = parseHash('city=10001&sort=priceAsc', { flow: 'booking' });
    const fallbacks = await searchFallbacks(client, criteria, 'booking', [place(10001, 'city', 43.7102, 7.262), ...departmentHierarchy]);
    expect(fallbacks.map((f) => f.kind)).toEqual(['widenDestination']);
    expect(seen[0]!.params).toEqual(expect.objectContaining({ lat: '43.7102', lng: '7.262', distanceMin: '0', distanceMax: '30', sort: 'priceAsc', limit: 3 }));
    expect(seen[0]!.params).not.toHaveProperty('city');

    const none = offersClient(() => ({ status: 200, data: answer(1) }));
    expect(await searchFallbacks(none.client, parseHash('country=1', { flow: 'booking' }), 'booking', [place(1, 'country')])).toEqual([]);
    expect(await searchFallbacks(none.client, parseHash('city=10001', { flow: 'booking' }), 'booking', [])).toEqual([]);
    expect(none.seen).toHaveLength(0);
  });

  it('a cancelled search rejects as cancelled and logs nothing', async () => {
    const { client } = offersClient(() => ({ status: 200, data: answer(1) }));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    const pending = searchFallbacks(client, parseHash(`city=10001&theme=5&checkin=${day(30)}`, { flow: 'booking' }), 'booking', [place(10001, 'city')], {
      signal: controller.signal,
    });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
