import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@storefront/api-client';
import { addDays, toIsoDate } from '@storefront/criteria';
import { detailFixture, quoteFixture } from '../../test/fixtures';
import { mockClient, renderAt } from '../../test/render';

const checkin = addDays(toIsoDate(new Date()), 20);
const checkout = addDays(checkin, 2);
const link = (extra = '') => `/checkout#checkin=${checkin}&checkout=${checkout}&night=2&a=2&c=1&b=0&id=100015&offerId=100018&activityDates=${addDays(checkin, 1)}${extra}`;

function api(quote: () => Promise<unknown> = () => Promise.resolve(quoteFixture())) {
  return mockClient({
    get: (path) => (path === '/api/weekend/{id}/detail.json' ? Promise.resolve(detailFixture) : path === '/product/{id}/quote' ? quote() : Promise.reject(new Error(path))),
  });
}

describe('checkout: booking summary', () => {
  it('shows the stay of the link priced by the server, with a link to edit it', async () => {
    const { client, calls } = api();
    renderAt(link(), { client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Escapade détente à Annecy' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-travellers')).toHaveTextContent('2 adultes, 1 enfant');
    expect(screen.getByTestId('summary-dates')).toHaveTextContent('2 nuits');
    expect(screen.getByText(/Chambre : Chambre double supérieure/)).toBeInTheDocument();
    expect(screen.getByTestId('summary-cancellation')).toHaveTextContent('Modifiable et annulable jusqu’au mer. 9 déc. 2026');
    expect(screen.getByTestId('total')).toHaveTextContent('545,00 €');
    // the quote is asked for the chosen offer, with the activity date matched to the programme's activity
    const quoteCall = calls.find((c) => c.path === '/product/{id}/quote')!;
    expect(quoteCall.options.pathParams).toEqual({ id: 100018 });
    expect(quoteCall.options.params).toMatchObject({ checkin, nights: 2, adult: 2, child: 1, baby: 0, activitySelectionList: `501:${addDays(checkin, 1)}` });
    const edit = screen.getByRole('link', { name: 'Modifier votre séjour' });
    expect(edit.getAttribute('href')).toBe(`/sejour/100015#checkin=${checkin}&checkout=${checkout}&night=2&a=2&c=1&b=0&offerId=100018&activityDates=${addDays(checkin, 1)}`);
  });

  it.each([
    ['50 adults', link().replace('a=2', 'a=50'), 'Le nombre de voyageurs de ce lien n’est pas possible', 'Retour à l’offre'],
    ['past dates', '/checkout#checkin=2020-01-10&checkout=2020-01-12&a=2&id=100015', 'Ces dates sont passées', 'Retour à l’offre'],
    ['an unknown offer id', link().replace('id=100015', 'id=abc'), 'Cette offre n’existe pas', 'Retour à la recherche'],
    ['no dates', '/checkout#a=2&id=100015', 'Veuillez choisir vos dates de voyage.', 'Retour à l’offre'],
  ])('a link with %s says what is wrong and offers a way back, without calling the API', async (_, url, message, back) => {
    const { client, calls } = api();
    renderAt(url, { client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('an offer sold out meanwhile (409) or unknown to the API (404) is said so', async () => {
    const soldOut = api(() => Promise.reject(new ApiError(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN', 'not available')));
    const first = renderAt(link(), { client: soldOut.client });
    expect(await screen.findByRole('alert')).toHaveTextContent('Plus de disponibilités');
    first.unmount();
    const unknown = mockClient({ get: () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Offer not found')) });
    renderAt(link(), { client: unknown.client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette offre n’existe pas');
    expect(screen.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', '/recherche');
  });

  it('a failed call offers a retry that calls again', async () => {
    let fail = true;
    const { client } = api(() => (fail ? Promise.reject(new Error('network')) : Promise.resolve(quoteFixture())));
    renderAt(link(), { client });
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('total')).toHaveTextContent('545,00 €');
  });

  it('speaks the site language (nl_BE)', async () => {
    const { client } = api();
    renderAt(`/nl${link()}`, { client, site: 'nl_BE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Je boeking' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-travellers')).toHaveTextContent('2 volwassenen, 1 kind');
  });
});
