/**
 * @jest-environment node
 */
/**
 * The stay checkout's first view as the server renders it (no window, no hash): the page's frame, nothing of the
 * stay (docs/decisions/0142); the other pages are left to the browser.
 */
import type { FirstView, FirstViewInput } from '@storefront/contracts';
import { renderFirstView } from './first-view';
import { testContext } from './test/render';

function inputAt(url: string, site: 'fr_FR' | 'it_IT' = 'fr_FR'): FirstViewInput {
  const context = testContext(site);
  // an address nothing answers on: the view must not call the API
  return { url, context, endpoints: { ...context.endpoints, api: 'http://127.0.0.1:9/api', frontGateway: 'http://127.0.0.1:9/gateway' }, viewport: 'mobile' };
}

it('renders the stay checkout’s frame: heading, steps, the buyer’s form and the summary’s place, nothing of the stay', async () => {
  const view = (await renderFirstView(inputAt('/checkout'))) as FirstView;
  expect(typeof window).toBe('undefined');
  expect(view.html).toContain('<h1 class="sf-checkout-title">Votre réservation</h1>');
  expect(view.html).toContain('class="sf-checkout-intro"');
  expect(view.html).toContain('id="sf-checkout-email"');
  expect(view.html).toContain('Continuer vers le paiement');
  expect(view.html).toContain('aria-busy="true"');
  expect(view.html).not.toContain('sf-checkout-summary__title');
  // the form is empty as rendered: the buyer's own values are the browser's
  expect(view.html).not.toMatch(/<input[^>]*value="[^"]+"[^>]*name="email"|name="email"[^>]*value="[^"]+"/);
  // hydrated whatever the hash of the link, with nothing to hydrate but the frame
  expect(view.state).toMatchObject({ remote: 'mf-checkout', url: '/checkout', anyHash: true, data: {}, viewport: 'mobile' });
});

it('speaks the site’s language', async () => {
  const view = (await renderFirstView(inputAt('/checkout', 'it_IT'))) as FirstView;
  expect(view.html).toContain('<h1 class="sf-checkout-title">La tua prenotazione</h1>');
});

it('leaves a gift’s or an activity’s checkout, the confirmation and the trips to the browser', async () => {
  for (const url of ['/checkout?flow=gifting', '/checkout?customType=OWN_USE&flow=activity', '/confirmation/0b7c5f0e-6f3d-4c4e-9d59-3a1f4f3f8a11', '/account/trips', '/sejour/1']) {
    await expect(renderFirstView(inputAt(url))).resolves.toBeNull();
  }
});
