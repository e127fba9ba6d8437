/** Weekend ideas page (site-wide §2 Weekend ideas page; §8 ideas fetch failure: 'Oops, something went wrong'). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, testContext } from '../../../test/render';
import { fetchIdeas } from '../../api/cms';
import { clearResources } from '../../api/resource';
import type { IdeasPage as IdeasData } from '../../api/types';
import { IDEAS_INITIAL_COUNT, IdeasPage } from './ideas-page';

jest.mock('../../api/cms', () => ({ ...jest.requireActual('../../api/cms'), fetchIdeas: jest.fn() }));
const ideas = fetchIdeas as jest.MockedFunction<typeof fetchIdeas>;

const idea = (n: number) => ({ url: `/idee/idee-${n}`, label: `Idée ${n}`, cover: `/img/${n}.jpg` });
const PAGE: IdeasData = {
  seo: { title: 'Idées week-end', description: '', index: true, follow: true },
  title: 'Idées de week-end',
  intro: '<p>Inspirez-vous</p>',
  sections: [
    { title: 'En amoureux', intro: 'Pour deux', ideas: Array.from({ length: IDEAS_INITIAL_COUNT + 2 }, (_, i) => idea(i + 1)) },
    { title: 'En famille', intro: 'Avec les enfants', ideas: [idea(100)] },
  ],
  regions: [{ label: 'Bretagne', url: '/ville/bretagne', newTab: false }],
};

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  clearResources();
  ideas.mockReset();
});

describe('<IdeasPage>', () => {
  it("shows 'Oops, something went wrong' in the site's language when the content fails to load", async () => {
    ideas.mockRejectedValueOnce(new Error('503'));
    renderWithApp(<IdeasPage />, testContext('fr_FR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says it in Dutch on a Dutch site', async () => {
    ideas.mockRejectedValueOnce(new Error('503'));
    renderWithApp(<IdeasPage />, testContext('nl_NL'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oeps, er is iets misgegaan');
  });

  it("shows a limited number of ideas per section, then all of them with 'See more' (and fewer with 'See less')", async () => {
    ideas.mockResolvedValueOnce(PAGE);
    renderWithApp(<IdeasPage />, testContext('fr_FR'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Idées de week-end' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    const loving = section('En amoureux');
    expect(within(loving).getAllByRole('link')).toHaveLength(IDEAS_INITIAL_COUNT);
    expect(within(loving).queryByRole('link', { name: `Idée ${IDEAS_INITIAL_COUNT + 1}` })).toBeNull();
    const more = within(loving).getByRole('button', { name: 'Voir plus' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    expect(within(loving).getAllByRole('link')).toHaveLength(IDEAS_INITIAL_COUNT + 2);
    expect(within(loving).getByRole('link', { name: `Idée ${IDEAS_INITIAL_COUNT + 2}` })).toHaveAttribute('href', `/idee/idee-${IDEAS_INITIAL_COUNT + 2}`);
    const less = within(loving).getByRole('button', { name: 'Voir moins' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(less);
    expect(within(loving).getAllByRole('link')).toHaveLength(IDEAS_INITIAL_COUNT);
  });

  it("has no 'See more' in a section that shows all its ideas already; the regions list links", async () => {
    ideas.mockResolvedValueOnce(PAGE);
    renderWithApp(<IdeasPage />, testContext('fr_FR'));
    const family = await screen.findByRole('region', { name: 'En famille' });
    expect(within(family).getAllByRole('link')).toHaveLength(1);
    expect(within(family).queryByRole('button')).toBeNull();
    expect(within(section('Par région')).getByRole('link', { name: 'Bretagne' })).toHaveAttribute('href', '/ville/bretagne');
  });
});
