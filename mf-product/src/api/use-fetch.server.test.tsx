/**
 * @jest-environment node
 */
/**
 * A first view rendered as on the server (no window): it reads and carries the answers its first render shows, not
 * one marked firstView: false (the browser fetches that one after hydrating: ./use-fetch.test.tsx).
 */
import { prerenderFirstView } from '@storefront/ui/first-view';
import { testContext } from '../test/render';
import { useFetch } from './use-fetch';

function Page() {
  const offer = useFetch('offer:1', async () => 'Escapade');
  const days = useFetch('days:1', async () => 'a year of days', { firstView: false });
  return (
    <p>
      {offer.data ?? 'offer loading'} / {days.loading ? 'days loading' : days.data}
    </p>
  );
}

it('reads the answers its render shows and leaves out the others, which render as loading', async () => {
  const context = testContext();
  const view = await prerenderFirstView({
    name: 'mf-product',
    Root: Page,
    sheets: [],
    input: { url: '/sejour/1', context, endpoints: context.endpoints, viewport: 'mobile', deadline: Date.now() + 5000 },
    data: {},
    reads: true,
  });
  expect(typeof window).toBe('undefined');
  expect(view.state.data).toEqual({ 'offer:1': 'Escapade' });
  expect(view.html.replace(/<!-- -->/g, '')).toContain('<p>Escapade / days loading</p>');
});
