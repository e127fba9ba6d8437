import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import { subscribeNewsletter } from '../../api/marketing';
import { NewsletterBlock } from '../../exposed/newsletter-block';
import { NewsletterBlockView } from './newsletter-block';

jest.mock('../../api/marketing', () => ({ subscribeNewsletter: jest.fn() }));
const subscribe = subscribeNewsletter as jest.MockedFunction<typeof subscribeNewsletter>;

beforeEach(() => subscribe.mockReset());

const CMS_LINKS = {
  fr_FR: [
    { label: 'Protection des données', url: '/infos/protection-des-donnees', newTab: false },
    { label: 'Conditions générales d’utilisation', url: '/infos/conditions-generales-d-utilisation', newTab: false },
  ],
  nl_BE: [
    { label: 'Gegevensbescherming', url: '/nl/info/gegevensbescherming', newTab: false },
    { label: 'Algemene gebruiksvoorwaarden', url: 'https://www.example.be/nl/voorwaarden', newTab: true },
  ],
};

describe('footer newsletter block', () => {
  it.each([
    ['fr_FR', 'Recevez nos meilleures offres', 'politique de protection des données', '/infos/protection-des-donnees'],
    ['es_ES', 'Recibe nuestras mejores ofertas', 'política de protección de datos', '/info/proteccion-de-datos'],
    ['nl_BE', 'Ontvang onze beste aanbiedingen', 'privacybeleid', '/nl/info/gegevensbescherming'],
    ['it_IT', 'Ricevi le nostre migliori offerte', 'informativa sulla privacy', '/info/protezione-dei-dati'],
  ] as const)('%s: has its title and, without CMS legal links, a legal line linking to the data protection page', async (site, title, linkText, href) => {
    renderWithApp(<NewsletterBlockView />, testContext(site));
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: linkText })).toHaveAttribute('href', href);
    expect(screen.queryByRole('list', { name: /./ })).toBeNull();
  });

  it('keeps the code-owned legal line when the footer has no usable legal link', async () => {
    render(<NewsletterBlock context={testContext('it_IT')} legalLinks={[{ label: 'x', url: 'javascript:alert(1)' }]} />);
    expect(await screen.findByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute('href', '/info/protezione-dei-dati');
  });

  it.each([
    ['fr_FR', 'Vous pouvez vous désinscrire à tout moment.', 'Informations légales'],
    ['nl_BE', 'Je kunt je op elk moment uitschrijven.', 'Juridische informatie'],
  ] as const)('%s: renders the legal links of the CMS footer (labels and URLs from the CMS)', async (site, unsubscribe, listName) => {
    renderWithApp(<NewsletterBlockView legalLinks={CMS_LINKS[site]} />, testContext(site));
    const list = await screen.findByRole('list', { name: listName });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      CMS_LINKS[site].map((l) => [l.newTab ? `${l.label} (${site === 'nl_BE' ? 'nieuw tabblad' : 'nouvel onglet'})` : l.label, l.url]),
    );
    const external = links.find((a) => a.getAttribute('target') === '_blank');
    if (site === 'nl_BE') expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(unsubscribe)).toBeInTheDocument();
    // instead of the code-owned line
    expect(screen.queryByRole('link', { name: /privacybeleid|politique de protection/ })).toBeNull();
  });

  it('the exposed block shows the legal links the shell hands over from the CMS footer', async () => {
    render(<NewsletterBlock context={testContext('fr_FR')} legalLinks={CMS_LINKS.fr_FR} />);
    await screen.findByRole('heading', { level: 2, name: 'Recevez nos meilleures offres' });
    expect(screen.getByRole('link', { name: 'Conditions générales d’utilisation' })).toHaveAttribute('href', '/infos/conditions-generales-d-utilisation');
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
