import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../api/product';
import type { Reviews } from '../../api/types';
import { renderWith } from '../../test/render';
import { reviews } from '../../test/fixtures';
import ReviewsModal from './reviews-modal';

jest.mock('../../api/product', () => ({ ...jest.requireActual('../../api/product'), fetchReviews: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

/** A page of `count` French reviews, numbered from `first`. */
function frenchPage(first: number, count: number, over: Partial<Reviews> = {}): Reviews {
  const list = Array.from({ length: count }, (_, i) => ({ id: first + i, locale: 'fr_FR', customer: `Client ${first + i}`, type: 'COUPLE', date: '2026-10-01', average: 8, positive: `Avis ${first + i}`, negative: '' }));
  return reviews({ totalCount: 15, list, languages: [{ locale: 'fr_FR', count: 15 }], ...over } as Partial<Reviews>);
}

beforeEach(() => mocked.fetchReviews.mockReset());

describe('reviews modal', () => {
  it("nl_BE without Dutch reviews: says so, shows the other languages' reviews and 'show more' loads their next page", async () => {
    mocked.fetchReviews.mockImplementation(async (_c, _h, options) => (options.page ? frenchPage(11, 5, { page: 1, languageFallback: true }) : frenchPage(1, 10, { languageFallback: true })));
    renderWith(<ReviewsModal hotelId={1003} open onClose={() => undefined} />, 'nl_BE');
    expect(await screen.findByText(/Er zijn momenteel geen beoordelingen gepubliceerd in het Nederlands/)).toBeInTheDocument();
    expect(mocked.fetchReviews.mock.calls[0]![2]).toMatchObject({ language: 'nl_NL', sort: 'DATE_DESC', page: 0, fallback: true });
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('sf-product-review'))).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Meer beoordelingen tonen' }));
    expect(await screen.findByText('Avis 15')).toBeInTheDocument();
    // the next page is asked the same way as the first, so it continues the same (fallen back) list
    expect(mocked.fetchReviews.mock.calls[1]![2]).toMatchObject({ language: 'nl_NL', page: 1, fallback: true });
    expect(screen.queryByRole('button', { name: 'Meer beoordelingen tonen' })).not.toBeInTheDocument();
  });

  it("'See all the languages' asks every language from the first page", async () => {
    mocked.fetchReviews.mockImplementation(async (_c, _h, options) => frenchPage(1, 10, { languageFallback: options.language !== 'all' }));
    renderWith(<ReviewsModal hotelId={1003} open onClose={() => undefined} />, 'it_IT');
    await userEvent.click(await screen.findByRole('button', { name: 'Vedi tutte le lingue' }));
    expect(mocked.fetchReviews).toHaveBeenLastCalledWith(expect.anything(), 1003, expect.objectContaining({ language: 'all', page: 0 }), expect.anything());
    expect(await screen.findByLabelText('Lingua')).toHaveValue('all');
    expect(screen.queryByText(/Al momento non ci sono recensioni/)).not.toBeInTheDocument();
  });

  it('changing the sort reloads from the first page with that sort', async () => {
    mocked.fetchReviews.mockImplementation(async (_c, _h, options) => frenchPage(options.page ? 11 : 1, options.page ? 5 : 10));
    renderWith(<ReviewsModal hotelId={1003} open onClose={() => undefined} />, 'fr_FR');
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher plus d’avis' }));
    expect(await screen.findByText('Avis 15')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'SCORE_ASC');
    expect(mocked.fetchReviews).toHaveBeenLastCalledWith(expect.anything(), 1003, expect.objectContaining({ sort: 'SCORE_ASC', page: 0 }), expect.anything());
    await screen.findByRole('button', { name: 'Afficher plus d’avis' });
    expect(screen.queryByText('Avis 15')).not.toBeInTheDocument();
  });

  it("says 'Be the first…' for a hotel without any review, and the error when the call fails", async () => {
    mocked.fetchReviews.mockResolvedValueOnce(reviews({ totalCount: 0, list: [], languages: [], score: null } as unknown as Partial<Reviews>));
    const { unmount } = renderWith(<ReviewsModal hotelId={1003} open onClose={() => undefined} />, 'es_ES');
    expect(await screen.findByText('¡Sé el primero en probar esta nueva experiencia!')).toBeInTheDocument();
    unmount();
    mocked.fetchReviews.mockRejectedValueOnce(new Error('down'));
    renderWith(<ReviewsModal hotelId={1003} open onClose={() => undefined} />, 'fr_FR');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
  });
});
