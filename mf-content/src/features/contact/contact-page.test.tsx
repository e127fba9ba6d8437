import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SITE_CODES } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { renderWithApp, testContext } from '../../../test/render';
import { fetchFaqUrl } from '../../api/cms';
import { clearResources } from '../../api/resource';
import { ContactPage, isChatAvailable, quickActions } from './contact-page';

jest.mock('../../api/cms', () => ({ ...jest.requireActual('../../api/cms'), fetchFaqUrl: jest.fn() }));
jest.mock('@storefront/event-bus', () => ({ ...jest.requireActual('@storefront/event-bus'), emit: jest.fn() }));
jest.mock('../contact-form/contact-form', () => ({ __esModule: true, default: () => <p>contact form</p> }));
const faq = fetchFaqUrl as jest.MockedFunction<typeof fetchFaqUrl>;

beforeEach(() => {
  jest.mocked(emit).mockClear();
  clearResources();
  faq.mockReset();
  faq.mockResolvedValue('https://help.example.com/fr');
});

describe('chat option (site-wide §6)', () => {
  const base = { messengerAppId: 'app', locale: 'fr_FR' as const, environment: 'development' as const, customerCare: false };
  it('needs a messenger app id and (es_ES or production), never in customer-care mode', () => {
    expect(isChatAvailable(base)).toBe(false);
    expect(isChatAvailable({ ...base, locale: 'es_ES' })).toBe(true);
    expect(isChatAvailable({ ...base, environment: 'production' })).toBe(true);
    for (const locale of SITE_CODES) expect(isChatAvailable({ ...base, locale, environment: 'production', messengerAppId: null })).toBe(false);
    expect(isChatAvailable({ ...base, locale: 'es_ES', customerCare: true })).toBe(false);
  });
});

describe('<ContactPage>', () => {
  it('shows the help banner with the FAQ link, quick actions to the account hashes, popular questions and the message modal', async () => {
    renderWithApp(<ContactPage query={new URLSearchParams()} />, testContext('es_ES', { messengerAppId: 'app' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Contacta con nosotros' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Consultar las preguntas frecuentes/ })).toHaveAttribute('href', 'https://help.example.com/fr');
    expect(screen.getByRole('link', { name: 'Modificar mi reserva' })).toHaveAttribute('href', '/account/trips#booking=modify');
    expect(screen.getByRole('link', { name: 'Cancelar mi reserva' })).toHaveAttribute('href', '/account/trips#booking=cancel');
    expect(screen.getByRole('link', { name: 'Solicitar una factura' })).toHaveAttribute('href', '/account/trips#invoice');
    const popular = screen.getByRole('link', { name: /¿Qué métodos de pago aceptáis\?/ });
    expect(popular).toHaveAttribute('target', '_blank');
    expect(popular.getAttribute('href')).toMatch(/^https:\/\/help\.example\.com\/fr\/search\?query=/);
    expect(screen.getByTestId('contact-chat')).toBeInTheDocument();
    // hours of the contact block (§9)
    expect(screen.getByText('De lunes a viernes de 10 a 19 h, sábados de 10 a 18 h')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Déjanos un mensaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déjanos un mensaje' });
    expect(await within(dialog).findByText('contact form')).toBeInTheDocument();
  });

  it.each(['fr_FR', 'fr_BE', 'nl_NL', 'it_IT'] as const)(
    '%s: quick actions are full-page links to the account route hashes, not routed inside the storefront',
    async (site) => {
      expect(quickActions().map((a) => a.url)).toEqual(['/account/trips#booking=modify', '/account/trips#booking=cancel', '/account/trips#invoice']);
      renderWithApp(<ContactPage query={new URLSearchParams()} />, testContext(site));
      // the help links have come (popular questions shown)
      await waitFor(() => expect(document.querySelector('.sf-content-contact__popular')).not.toBeNull());
      const actions = within(document.querySelector('.sf-content-contact__actions') as HTMLElement).getAllByRole('link');
      expect(actions.map((a) => a.getAttribute('href'))).toEqual(['/account/trips#booking=modify', '/account/trips#booking=cancel', '/account/trips#invoice']);
      // what reaches the document: the browser's own navigation (not prevented), no navigate event to the shell's router
      const prevented: boolean[] = [];
      const record = (event: MouseEvent) => {
        prevented.push(event.defaultPrevented);
        event.preventDefault(); // jsdom cannot load another page
      };
      document.addEventListener('click', record);
      try {
        for (const a of actions) {
          expect(a).not.toHaveAttribute('target');
          fireEvent.click(a);
        }
      } finally {
        document.removeEventListener('click', record);
      }
      expect(prevented).toEqual([false, false, false]);
      expect(emit).not.toHaveBeenCalled();
    },
  );

  it('hides the chat outside es_ES in development', async () => {
    renderWithApp(<ContactPage query={new URLSearchParams()} />, testContext('it_IT', { messengerAppId: 'app' }));
    await screen.findByRole('link', { name: /Consulta le FAQ/ });
    expect(screen.queryByTestId('contact-chat')).toBeNull();
  });

  it('shows the success message with ref=contact_thank_you', () => {
    renderWithApp(<ContactPage query={new URLSearchParams('ref=contact_thank_you')} />, testContext('nl_BE'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Bedankt voor je bericht\./);
    expect(screen.queryByRole('button', { name: 'Laat een bericht achter' })).toBeNull();
  });

  it.each([
    ['fr_FR', 'Contactez-nous | Week-end Stays'],
    ['es_ES', 'Contacta con nosotros | Escapadas Stays'],
    ['nl_BE', 'Neem contact met ons op | Weekend Stays'],
    ['it_IT', 'Contattaci | Weekend Stays'],
  ] as const)('%s: the document title ends with the site name like the other pages', async (site, title) => {
    renderWithApp(<ContactPage query={new URLSearchParams()} />, testContext(site));
    await screen.findAllByRole('heading', { level: 2 });
    expect(document.title).toBe(title);
  });
});
