import { act, render, screen, within } from '@testing-library/react';
import { Footer, instalmentAmounts, paymentMethodName } from './footer';
import { jsonForScript, siteRatingJsonLd } from './structured-data';
import { ShellProvider } from './shell-react';
import { mockFetch, setTestShell } from '../../test/shell-state';
import fr from '../i18n/fr';
import es from '../i18n/es';
import nl from '../i18n/nl';
import itMessages from '../i18n/it';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// mf_content's newsletter block, as the federation runtime would hand it over
const newsletterBlock = jest.fn((props: { locale: string; legalLinks?: { label: string; url: string }[] }) => (
  <p data-testid="newsletter-block">{`${props.locale}: ${(props.legalLinks ?? []).map((l) => l.label).join(', ')}`}</p>
));
jest.mock('../remotes/federation', () => ({ loadExposed: jest.fn(async () => ({ NewsletterBlock: newsletterBlock })) }));

const cmsFooter = {
  help: { title: 'Besoin d’aide ?', links: [{ label: 'Nous contacter', url: '/contact' }] },
  legal: { title: 'Informations légales', links: [{ label: 'Conditions générales de vente', url: '/infos/conditions-generales-de-vente' }] },
  payment: { title: 'Paiement sécurisé', methods: ['visa', 'mastercard', 'amex', 'applepay', 'googlepay', 'bitcoin'], instalments: 'Payez en 3 ou 4 fois par carte bancaire' },
};

async function renderFooter(options: Parameters<typeof setTestShell>[0]): Promise<void> {
  const state = setTestShell(options);
  await act(async () => {
    render(
      <ShellProvider state={state}>
        <Footer />
      </ShellProvider>,
    );
  });
}

describe('footer (site-wide §2 Footer)', () => {
  it("hands the CMS footer's newsletter legal links to mf_content's newsletter block (footer 'newsletter with legal links')", async () => {
    const legalLinks = [
      { label: 'Gegevensbescherming', url: '/info/gegevensbescherming' },
      { label: 'Algemene gebruiksvoorwaarden', url: '/info/algemene-gebruiksvoorwaarden' },
    ];
    mockFetch({ '/api/cms/footer': { ...cmsFooter, newsletter: { title: 'Nieuwsbrief', text: 'De beste aanbiedingen', legalLinks } } });
    // nl_NL: the shell keeps a site's footer content for the page's life, and the other tests want none there
    const state = setTestShell({ site: 'nl_NL' });
    state.remotes = { mf_content: '/remotes/mf-content/mf-manifest.json' };
    await act(async () => {
      render(
        <ShellProvider state={state}>
          <Footer />
        </ShellProvider>,
      );
    });
    expect(await screen.findByTestId('newsletter-block')).toHaveTextContent('nl_NL: Gegevensbescherming, Algemene gebruiksvoorwaarden');
  });

  it('fr_FR with CMS content: rating line, contact hours, payment brands, one instalments line, cookie preferences, EU and privacy text', async () => {
    mockFetch({ '/api/cms/footer': cmsFooter });
    await renderFooter({ site: 'fr_FR' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(fr.footerRating);
    expect(footer).toHaveTextContent(fr.footerContactHours);
    expect(await within(footer).findByRole('heading', { name: 'Besoin d’aide ?' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(footer).toHaveTextContent('Visa · Mastercard · American Express · Apple Pay · Google Pay · bitcoin');
    const instalments = footer.querySelector('.sf-footer-instalments') as HTMLElement;
    expect(instalments.textContent).toBe('Payez en 3 ou 4 fois par carte bancaire');
    expect(within(footer).getByRole('link', { name: fr.cookiePreferences })).toHaveAttribute('href', '#cookie-preferences');
    expect(footer).toHaveTextContent(fr.euPackageTravel);
    expect(footer).toHaveTextContent(fr.privacyText);
  });

  it('es_ES without CMS content: code-owned links (static pages, press room), instalments heading and text', async () => {
    mockFetch({});
    await renderFooter({ site: 'es_ES' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: es.conditionsOfSale })).toHaveAttribute('href', '/info/condiciones-generales-de-venta');
    expect(within(footer).getByRole('link', { name: `${es.footerPressRoom} ${es.newTab}` })).toHaveAttribute('target', '_blank');
    expect((footer.querySelector('.sf-footer-instalments') as HTMLElement).textContent?.replace(/\u00a0/g, ' ')).toBe(`${es.footerPayIn34} Pago en 3 plazos para compras de 200 € a 2000 € y en 4 plazos de 250 € a 2000 €.`);
    expect(footer).toHaveTextContent(es.footerContactHours);
    expect(footer).toHaveTextContent(es.euPackageTravel);
  });

  it('it_IT: no pay in 3 or 4 times and no press room', async () => {
    mockFetch({});
    await renderFooter({ site: 'it_IT' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('.sf-footer-instalments')).toBeNull();
    expect(within(footer).queryByRole('link', { name: new RegExp(itMessages.footerPressRoom) })).toBeNull();
    expect(footer).toHaveTextContent(itMessages.footerRating);
    expect(within(footer).getByRole('link', { name: itMessages.cookiePreferences })).toBeInTheDocument();
  });

  it('instalments without CMS line (site-wide §9): pay in 3 from 200 €, pay in 4 from 250 €, up to 2000 €, in the site’s money format', async () => {
    // (fr_FR's footer document is the CMS one of the first test: the chrome keeps it for the page's life)
    const text = async (site: 'fr_BE' | 'nl_BE') => {
      document.body.innerHTML = '';
      mockFetch({});
      await renderFooter({ site });
      return (screen.getByRole('contentinfo').querySelector('.sf-footer-instalments') as HTMLElement).textContent?.replace(/[\u00a0\u202f]/g, ' ');
    };
    expect(await text('fr_BE')).toBe(`${fr.footerPayIn34} Paiement en 3 fois pour un achat de 200 € à 2 000 €, en 4 fois de 250 € à 2 000 €.`);
    expect(await text('nl_BE')).toBe(`${nl.footerPayIn34} Betalen in 3 termijnen bij een aankoop van € 200 tot € 2.000, in 4 termijnen van € 250 tot € 2.000.`);
    // every language fills the three amounts
    for (const messages of [fr, es, nl, itMessages]) expect(messages.footerPayIn34Text.match(/\{(min3|min4|max)\}/g)?.sort()).toEqual(['{max}', '{max}', '{min3}', '{min4}']);
    expect(instalmentAmounts('it_IT')).toEqual({ min3: '200\u00a0€', min4: '250\u00a0€', max: '2000\u00a0€' });
  });

  it('the site’s rating as JSON-LD, once: an Organization with its AggregateRating 4.5 of 5 from 4146 ratings (site-wide §9)', async () => {
    mockFetch({});
    await renderFooter({ site: 'fr_BE' });
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.innerHTML)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Week-end Stays',
      url: 'http://localhost/fr',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, bestRating: 5, worstRating: 0, ratingCount: 4146 },
    });
    // the visible rating line says the same in every language
    for (const messages of [fr, es, nl, itMessages]) expect(messages.footerRating).toMatch(/^4,5\/5 .*4146/);
    expect(siteRatingJsonLd('es_ES', 'https://www.escapadas.example')).toMatchObject({ name: 'Escapadas Stays', url: 'https://www.escapadas.example/' });
    expect(jsonForScript({ name: '</script><script>x' })).not.toContain('<');
  });

  it('payment method ids get their brand names; unknown ids stay as given', () => {
    expect(paymentMethodName('applepay')).toBe('Apple Pay');
    expect(paymentMethodName('Google_Pay')).toBe('Google Pay');
    expect(paymentMethodName('Bancontact')).toBe('Bancontact');
    expect(paymentMethodName('klarna')).toBe('klarna');
  });
});
