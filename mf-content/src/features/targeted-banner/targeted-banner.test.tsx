/**
 * The targeted banner (site-wide §2 Announcement banner and promo bar: title, subtitle, imageUrl, imageMobile,
 * imagePosition, imageAlt, ctas, url, newTab; §7 GET /content/targetedBanner.json; §8 missing banner: nothing).
 */
import { act, screen, within } from '@testing-library/react';
import { provideApiClient } from '@storefront/api-client';
import { renderWithApp, testContext } from '../../../test/render';
import { clearResources } from '../../api/resource';
import { TargetedBanner } from './targeted-banner';

const FR_ENTRY = {
  locale: 'fr_FR',
  title: 'Week-ends à la mer',
  subtitle: 'Jusqu’à -30 % sur la côte',
  imageUrl: '/img/mer-desktop.jpg',
  imageMobile: '/img/mer-mobile.jpg',
  imagePosition: 'right',
  imageAlt: 'Plage au coucher du soleil',
  url: '/idee/mer',
  newTab: true,
  ctas: [
    { label: 'Voir les séjours', url: '/recherche?flow=booking', variant: 'secondary' },
    { label: 'Sans lien' },
  ],
};
const ES_ENTRY = { ...FR_ENTRY, locale: 'es_ES', title: 'Escapadas al mar', url: '/tema/mar' };

/** Serves `/content/targetedBanner.json` with `answer` (or rejects with it) through the context's API client. */
function serve(context: ReturnType<typeof testContext>, answer: unknown, fail = false) {
  const get = jest.fn(async () => {
    if (fail) throw answer;
    return answer;
  });
  provideApiClient(context, { get } as unknown as Parameters<typeof provideApiClient>[1]);
  return get;
}

async function renderBanner(context: ReturnType<typeof testContext>) {
  const view = renderWithApp(<TargetedBanner />, context);
  await act(async () => undefined);
  return view;
}

beforeEach(() => clearResources());

describe('<TargetedBanner>', () => {
  it("reads /content/targetedBanner.json and shows the site locale's banner: title linking to its url, subtitle, CTAs", async () => {
    const context = testContext('fr_FR');
    const get = serve(context, { entries: [ES_ENTRY, FR_ENTRY] });
    await renderBanner(context);
    expect(get).toHaveBeenCalledWith('/content/targetedBanner.json');

    const banner = screen.getByRole('region', { name: /Week-ends à la mer/ });
    const title = within(banner).getByRole('link', { name: /Week-ends à la mer/ });
    expect(title).toHaveAttribute('href', '/idee/mer');
    // newTab: opens in a new tab, safely, and says so
    expect(title).toHaveAttribute('target', '_blank');
    expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    expect(title).toHaveTextContent('(nouvel onglet)');
    expect(within(banner).getByText('Jusqu’à -30 % sur la côte')).toBeInTheDocument();
    expect(screen.queryByText('Escapadas al mar')).toBeNull();

    // CTAs with a link only; one without newTab stays in the tab
    const cta = within(banner).getByRole('link', { name: 'Voir les séjours' });
    expect(cta).toHaveAttribute('href', '/recherche?flow=booking');
    expect(cta).not.toHaveAttribute('target');
    expect(cta).toHaveClass('sf-ui-button--secondary');
    expect(within(banner).queryByText('Sans lien')).toBeNull();
  });

  it('shows imageUrl with its alt text, imageMobile below 600 px, on the side imagePosition says', async () => {
    const context = testContext('fr_FR');
    serve(context, { entries: [FR_ENTRY] });
    const { container } = await renderBanner(context);
    expect(screen.getByRole('img', { name: 'Plage au coucher du soleil' })).toHaveAttribute('src', '/img/mer-desktop.jpg');
    const mobile = container.querySelector('picture source');
    expect(mobile).toHaveAttribute('media', '(max-width: 599px)');
    expect(mobile).toHaveAttribute('srcset', '/img/mer-mobile.jpg');
    expect(screen.getByRole('region')).toHaveClass('sf-content-targeted--right');
  });

  it('without a mobile image or a known position: the desktop image on phones too, centred', async () => {
    const context = testContext('fr_FR');
    serve(context, { entries: [{ ...FR_ENTRY, imageMobile: undefined, imagePosition: 'top', newTab: false }] });
    const { container } = await renderBanner(context);
    expect(container.querySelector('picture source')).toHaveAttribute('srcset', '/img/mer-desktop.jpg');
    expect(screen.getByRole('region')).toHaveClass('sf-content-targeted--center');
    expect(screen.getByRole('link', { name: 'Week-ends à la mer' })).not.toHaveAttribute('target');
  });

  it.each([
    ['no entry for the locale', { entries: [ES_ENTRY] }, false],
    ['an entry without a link', { entries: [{ ...FR_ENTRY, url: '' }] }, false],
    ['a failed read', new Error('503'), true],
  ])('shows nothing on %s', async (_, answer, fail) => {
    const context = testContext('fr_FR');
    serve(context, answer, fail);
    const { container } = await renderBanner(context);
    expect(container).toBeEmptyDOMElement();
  });

});
