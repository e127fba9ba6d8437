import { testContext } from './test/render';
import { preloadPageChunk } from './root';
import { productRouteOf } from './state/url';

const kindAt = (href: string) => productRouteOf(href, testContext()).kind;

const loaded: string[] = [];
jest.mock('./features/offer-page/offer-page', () => {
  loaded.push('offer-page');
  return { OfferPage: () => null };
});
jest.mock('./features/hotel-page/hotel-page', () => {
  loaded.push('hotel-page');
  return { HotelPage: () => null };
});
jest.mock('./features/activity-page/activity-page', () => {
  loaded.push('activity-page');
  return { ActivityPage: () => null };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadPageChunk: the page chunk starts loading with the spa, before the first render', () => {
  it('loads the chunk of the page kind at the URL and no other', async () => {
    preloadPageChunk(kindAt('http://localhost/hotel/1048#a=2'));
    await settle();
    expect(loaded).toEqual(['hotel-page']);
    preloadPageChunk(kindAt('http://localhost/recherche'));
    await settle();
    expect(loaded).toEqual(['hotel-page']);
    preloadPageChunk(kindAt('http://localhost/sejour/100015'));
    await settle();
    expect(loaded).toEqual(['hotel-page', 'offer-page']);
  });
});
