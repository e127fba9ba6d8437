import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, logClientError } from '@storefront/api-client';
import { on } from '@storefront/event-bus';
import * as api from '../../api/product';
import { renderAt } from '../../test/render';
import { detail, quoteFor } from '../../test/fixtures';
import { answerWithFixtures, setFixtureClock } from '../../test/product-api';

jest.mock('@storefront/api-client', () => ({ ...jest.requireActual('@storefront/api-client'), logClientError: jest.fn(async () => true) }));
jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
const mocked = api as jest.Mocked<typeof api>;
const logged = logClientError as jest.MockedFunction<typeof logClientError>;
jest.setTimeout(20_000);

setFixtureClock();

const DATED = '/sejour/100015?flow=booking#checkin=2026-11-20&checkout=2026-11-22&a=2&c=0&b=0';
const NO_MORE = 'Plus de disponibilités. Modifiez vos critères de séjour pour profiter de nos offres.';
const failure = new ApiError(500, 'HTTP_500', 'down');

beforeEach(() => {
  jest.clearAllMocks();
  answerWithFixtures(mocked);
  // no activity needing a date: without the errors, Book would go straight to checkout
  mocked.fetchOfferDetail.mockResolvedValue({ ...detail, activities: [] });
});

/** Book, then what it did: the checkout navigation and add_to_cart it must not emit. */
async function pressBook() {
  const user = userEvent.setup();
  const navigate = jest.fn();
  const analytics = jest.fn();
  const offs = [on('navigate', navigate), on('analytics', analytics)];
  await waitFor(() => expect(screen.getByRole('button', { name: 'Réserver' })).not.toHaveAttribute('aria-busy', 'true'));
  await user.click(screen.getByRole('button', { name: 'Réserver' }));
  offs.forEach((off) => off());
  return { navigate, analytics };
}

describe('availability errors (spec §8: no more availabilities, reported, checkout not entered)', () => {
  it('availabilities call failed: reported, the message shows and Book does not enter checkout', async () => {
    mocked.fetchAvailabilities.mockRejectedValue(failure);
    renderAt(DATED);
    expect(await screen.findByText(NO_MORE)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.anything(), { location: 'mf-product.availabilities', message: failure });
    await screen.findByTestId('price-banner');
    const { navigate, analytics } = await pressBook();
    expect(navigate).not.toHaveBeenCalled();
    expect(analytics).not.toHaveBeenCalled();
    expect(screen.getByText(NO_MORE)).toBeInTheDocument();
  });

  it('availabilities call failed without dates: the message shows at once and is reported', async () => {
    mocked.fetchAvailabilities.mockRejectedValue(failure);
    renderAt('/sejour/100015');
    expect(await screen.findByText(NO_MORE)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.anything(), { location: 'mf-product.availabilities', message: failure });
  });

  it('offers call failed: reported, the message shows, Book does not enter checkout, the cancellation text follows the quote', async () => {
    mocked.fetchPricedOffers.mockRejectedValue(failure);
    // the quoted offer is flexible: the text must say so, not 'non-refundable' from a missing policy
    mocked.fetchQuote.mockImplementation(async (_c, offerId) => ({ ...quoteFor(offerId, 54500), cancellationPolicy: quoteFor(100018, 0).cancellationPolicy }));
    renderAt(DATED);
    expect(await screen.findByText(NO_MORE)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.anything(), { location: 'mf-product.offers', message: failure });
    expect(await screen.findByText('Modifiable et annulable jusqu’au 13 novembre 2026')).toBeInTheDocument();
    expect(screen.queryByText('Non échangeable et non remboursable')).not.toBeInTheDocument();
    const { navigate, analytics } = await pressBook();
    expect(navigate).not.toHaveBeenCalled();
    expect(analytics).not.toHaveBeenCalled();
  });

  it('offers and quote failed: no cancellation statement at all', async () => {
    mocked.fetchPricedOffers.mockRejectedValue(failure);
    mocked.fetchQuote.mockRejectedValue(new ApiError(503, 'HTTP_503', 'down'));
    renderAt(DATED);
    expect(await screen.findByText(NO_MORE)).toBeInTheDocument();
    await waitFor(() => expect(mocked.fetchQuote).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réserver' })).not.toHaveAttribute('aria-busy', 'true'));
    const panel = screen.getByRole('region', { name: 'Réservez votre séjour' });
    expect(within(panel).queryByText('Non échangeable et non remboursable')).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Modifiable et annulable/)).not.toBeInTheDocument();
    expect(within(panel).queryByText('Conditions d’annulation')).not.toBeInTheDocument();
  });

  it('everything answered: nothing is reported and Book enters checkout', async () => {
    renderAt(DATED);
    await screen.findByTestId('price-banner');
    const { navigate } = await pressBook();
    expect(navigate).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/checkout#/) }, expect.anything());
    expect(screen.queryByText(NO_MORE)).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });
});
