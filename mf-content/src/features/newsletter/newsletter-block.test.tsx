import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import { subscribeNewsletter } from '../../api/marketing';
import { NewsletterBlockView } from './newsletter-block';

jest.mock('../../api/marketing', () => ({ subscribeNewsletter: jest.fn() }));
const subscribe = subscribeNewsletter as jest.MockedFunction<typeof subscribeNewsletter>;

beforeEach(() => subscribe.mockReset());

describe('footer newsletter block', () => {
  it.each([
    ['fr_FR', 'Recevez nos meilleures offres', 'politique de protection des données', '/infos/protection-des-donnees'],
    ['es_ES', 'Recibe nuestras mejores ofertas', 'política de protección de datos', '/info/proteccion-de-datos'],
    ['nl_BE', 'Ontvang onze beste aanbiedingen', 'privacybeleid', '/nl/info/gegevensbescherming'],
    ['it_IT', 'Ricevi le nostre migliori offerte', 'informativa sulla privacy', '/info/protezione-dei-dati'],
  ] as const)('%s: has its title and a legal line linking to the data protection page', (site, title, linkText, href) => {
    renderWithApp(<NewsletterBlockView />, testContext(site));
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: linkText })).toHaveAttribute('href', href);
  });

  it('proposes a domain correction once the email is left, and subscribes the corrected address from the footer', async () => {
    subscribe.mockResolvedValue('subscribed');
    renderWithApp(<NewsletterBlockView />, testContext('nl_NL'));
    const input = screen.getByLabelText('Je e-mailadres');
    fireEvent.change(input, { target: { value: 'sanne@hotmial.com' } });
    expect(screen.queryByRole('button', { name: /Bedoel je/ })).toBeNull();
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Bedoel je @hotmail.com?' }));
    expect(input).toHaveValue('sanne@hotmail.com');
    expect(screen.queryByRole('button', { name: /Bedoel je/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Inschrijven' })));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ locale: 'nl_NL' }), 'sanne@hotmail.com', 'footer');
    expect(screen.getByRole('status')).toHaveTextContent('Bedankt! Je inschrijving is bevestigd.');
  });
});
