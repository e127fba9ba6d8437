/** @jest-environment node */
import { lazy, Suspense, useContext } from 'react';
import { SITES, type FirstViewInput, type StorefrontContext } from '@storefront/contracts';
import { FirstViewSheetsContext } from '../hooks/first-view-sheets';
import type { RemoteRootProps } from './remote-lifecycles';
import { prerenderFirstView } from './first-view';

const context = { site: SITES.fr_FR, locale: 'fr_FR' } as unknown as StorefrontContext;
const input: FirstViewInput = { url: '/hotel/1', context, endpoints: context.endpoints, viewport: 'mobile' };
const base = { css: '.base{}' };
const chunk = { css: '.chunk{}' };

function UsesChunkSheet() {
  useContext(FirstViewSheetsContext)?.add(chunk);
  return <p>chunk part</p>;
}

describe('prerenderFirstView', () => {
  it('renders the root with its answers, lazy parts included, and the sheets its parts used', async () => {
    const Part = lazy(async () => ({ default: UsesChunkSheet }));
    function Root({ firstView }: RemoteRootProps) {
      return (
        <main>
          <h1>{String(firstView?.data.title)}</h1>
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </main>
      );
    }
    const view = await prerenderFirstView({ name: 'mf-test', Root, sheets: [base], input, data: { title: 'Hôtel du Lac' } });
    expect(view.html).toContain('<h1>Hôtel du Lac</h1>');
    expect(view.html).toContain('chunk part');
    expect(view.html).not.toContain('loading');
    // each sheet once, though the tree rendered twice (the lazy part's first pass suspended)
    expect(view.css).toBe('.base{}\n.chunk{}');
    expect(view.state).toMatchObject({ remote: 'mf-test', url: '/hotel/1', viewport: 'mobile', data: { title: 'Hôtel du Lac' } });
    expect(typeof view.state.renderedAt).toBe('number');
  });

  it('fails, naming the error, when a part cannot render on the server', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('window is not defined');
    }
    function Root() {
      return (
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      );
    }
    await expect(prerenderFirstView({ name: 'mf-test', Root, sheets: [base], input, data: {} })).rejects.toThrow('mf-test: the first view of /hotel/1 does not render completely on the server (window is not defined)');
  });
});
