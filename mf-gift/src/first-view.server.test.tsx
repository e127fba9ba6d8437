/**
 * @jest-environment node
 */
/**
 * mf-gift's first view rendered as on the server, where there is no window (no location, no browser storage): the
 * page of the view's URL, whole (./first-view.test.tsx: the same views hydrated in a browser).
 */
import { paths, type FirstView, type FirstViewInput } from '@storefront/contracts';
import { fetchBox } from './api/boxes';
import { renderFirstView } from './first-view';
import { boxFixture } from './test/box-fixture';
import { testContext } from './test/render';

jest.mock('./api/boxes', () => ({ ...jest.requireActual('./api/boxes'), fetchBox: jest.fn() }));
jest.mocked(fetchBox).mockImplementation(async (_client, code) => boxFixture(code) as never);

function inputAt(url: string): FirstViewInput {
  const context = testContext('it_IT');
  return { url, context, endpoints: { ...context.endpoints, api: 'http://127.0.0.1:9/api' }, viewport: 'desktop' };
}

it("renders the gift card and a box's page of the view's URL without a window, in the site's language", async () => {
  const p = paths('it_IT');
  const card = (await renderFirstView(inputAt(p.giftcard()))) as FirstView;
  expect(typeof window).toBe('undefined');
  expect(card.html).toContain('<h1 class="sf-gift-title">Regala una carta regalo</h1>');
  const box = (await renderFirstView(inputAt(p.giftBoxCard('gourmand', 'GOUR1EBOX')))) as FirstView;
  expect(box.html).toContain('<h1 class="sf-gift-title">Coffret GOUR1EBOX</h1>');
  expect(box.html).toContain('Valido 18 mesi');
});
