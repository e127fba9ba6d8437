import type { ProductApiClient } from './client';
import type { RouteMatch } from '@storefront/contracts';
import { productRouteOf } from '../state/url';
import { pageRequestAt } from './page-requests';
import { testContext } from '../test/render';

/** A client that records the GET calls made through it and answers nothing. */
function recordingClient() {
  const calls: { path: string; options: { pathParams?: Record<string, unknown>; params?: Record<string, unknown> } }[] = [];
  const client = {
    get: (path: string, options: (typeof calls)[number]['options']) => {
      calls.push({ path, options });
      return new Promise(() => undefined);
    },
  } as unknown as ProductApiClient;
  return { client, calls };
}

/** A date `days` from today (yyyy-MM-dd): the page accepts dates within a year. */
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The route and location of `href`, as the spa passes them. */
const at = (href: string): [RouteMatch, { search: string; hash: string }] => {
  const url = new URL(href, 'http://localhost');
  return [productRouteOf(url.href, testContext()), { search: url.search, hash: url.hash }];
};

describe('pageRequestAt: the main request of a product page, started before its first render', () => {
  it('an offer page asks for the offer priced for the stay of its hash, under the key its page uses', () => {
    const { client, calls } = recordingClient();
    const request = pageRequestAt(...at(`/sejour/100015?flow=booking#checkin=${inDays(30)}&checkout=${inDays(32)}&a=3&c=1&b=0`), client);
    expect(request?.key).toBe(`detail:100015:${inDays(30)}:2:3:1:0`);
    void request!.fetcher();
    expect(calls).toEqual([{ path: '/api/weekend/{id}/detail.json', options: expect.objectContaining({ pathParams: { id: 100015 }, params: expect.objectContaining({ adult: 3, child: 1, baby: 0, checkin: inDays(30), night: 2 }) }) }]);
  });

  it('a gift offer page prices the two gift travellers; a hotel page the booking stay; an activity page its product', () => {
    const { client, calls } = recordingClient();
    expect(pageRequestAt(...at('/sejour/100015?flow=gifting#a=4'), client)?.key).toBe('detail:100015:::2:0:0');
    const hotel = pageRequestAt(...at('/hotel/1048?flow=gifting#a=3'), client);
    expect(hotel?.key).toBe('hotel:1048:::3:0:0');
    void hotel!.fetcher();
    expect(calls[0]).toMatchObject({ path: '/api/hotel/{hotelId}/detail.json', options: { pathParams: { hotelId: 1048 } } });
    const activity = pageRequestAt(...at('/activite/55'), client);
    expect(activity?.key).toBe('activity:55');
  });

  it('asks nothing for an id that is not one or a page mf-product does not show', () => {
    const { client, calls } = recordingClient();
    expect(pageRequestAt(...at('/sejour/12ab'), client)).toBeNull();
    expect(pageRequestAt(...at('/sejour/99999999999'), client)).toBeNull();
    expect(pageRequestAt(...at('/recherche'), client)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
