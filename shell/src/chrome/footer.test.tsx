import { act, render, screen, within } from '@testing-library/react';
import { Footer, paymentMethodName } from './footer';
import { ShellProvider } from './shell-react';
import { mockFetch, setTestShell } from '../../test/shell-state';
import fr from '../i18n/fr';
import es from '../i18n/es';
import itMessages from '../i18n/it';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

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
    expect((footer.querySelector('.sf-footer-instalments') as HTMLElement).textContent).toBe(`${es.footerPayIn34} ${es.footerPayIn34Text}`);
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

  it('payment method ids get their brand names; unknown ids stay as given', () => {
    expect(paymentMethodName('applepay')).toBe('Apple Pay');
    expect(paymentMethodName('Google_Pay')).toBe('Google Pay');
    expect(paymentMethodName('Bancontact')).toBe('Bancontact');
    expect(paymentMethodName('klarna')).toBe('klarna');
  });
});
