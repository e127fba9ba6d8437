import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRY_FORMATS } from '@storefront/buyer';
import { SITES, SITE_CODES, type SiteCode } from '@storefront/contracts';
import { addDays, toIsoDate } from '@storefront/criteria';
import { detailFixture, quoteFixture } from '../../test/fixtures';
import { mockClient, renderAt } from '../../test/render';
import { BUYER_STORAGE_KEY } from './use-buyer-form';

const checkin = addDays(toIsoDate(new Date()), 20);
const link = `#checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=2&id=100015&offerId=100018&activityDates=${addDays(checkin, 1)}`;

function api() {
  return mockClient({ get: (path) => Promise.resolve(path === '/product/{id}/quote' ? quoteFixture() : detailFixture) });
}

async function open(site: SiteCode = 'fr_FR') {
  renderAt(`${SITES[site].basePath}/checkout${link}`, { client: api().client, site });
  await screen.findByTestId('total');
}

beforeEach(() => window.sessionStorage.clear());

describe('buyer form', () => {
  it('labels every field with its autocomplete, and the site country preselected', async () => {
    await open();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Nom')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Adresse')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('Code postal')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('Ville')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText('Pays')).toHaveValue('FR');
    expect(screen.getByRole('group', { name: 'Civilité' })).toBeInTheDocument();
  });

  it('shows a field error when the field is left, tied to the field', async () => {
    const user = userEvent.setup();
    await open();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'anne@');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('L’adresse e-mail semble incorrecte');
    // a field not visited yet shows nothing
    expect(screen.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows every error and focuses the first field in error', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('E-mail'), 'anne@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(screen.getByRole('group', { name: 'Civilité' })).toHaveAccessibleDescription('Champ obligatoire');
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Champ obligatoire');
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription('Champ obligatoire');
    expect(document.activeElement).toHaveAttribute('name', 'civility');
  });

  it('reads the postal code and phone by the address country (BE: 4 digits)', async () => {
    const user = userEvent.setup();
    await open('nl_BE');
    const postal = screen.getByLabelText('Postcode');
    await user.type(postal, '75001');
    await user.tab();
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    await user.clear(postal);
    await user.type(postal, '1000');
    await user.tab();
    expect(postal).not.toHaveAttribute('aria-invalid');
  });

  it('suggests a known e-mail domain and applies it', async () => {
    const user = userEvent.setup();
    await open();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'anne@gmial.com');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /@gmail\.com/ }));
    expect(email).toHaveValue('anne@gmail.com');
  });

  it('survives a reload (sessionStorage of this tab)', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('Prénom'), 'Anne');
    expect(JSON.parse(window.sessionStorage.getItem(BUYER_STORAGE_KEY)!)).toMatchObject({ firstName: 'Anne' });
    document.body.innerHTML = '';
    await open();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Anne');
  });

  /** Each site's words for the fields and the country rule's error (the site's language). */
  const WORDS = {
    fr: { postal: 'Code postal', phone: 'Téléphone', country: 'Pays', postalError: 'Le code postal semble incorrect', phoneError: 'Le numéro de téléphone semble incorrect' },
    es: { postal: 'Código postal', phone: 'Teléfono', country: 'País', postalError: 'El código postal parece incorrecto', phoneError: 'El número de teléfono parece incorrecto' },
    nl: { postal: 'Postcode', phone: 'Telefoonnummer', country: 'Land', postalError: 'De postcode lijkt onjuist', phoneError: 'Het telefoonnummer lijkt onjuist' },
    it: { postal: 'CAP', phone: 'Telefono', country: 'Paese', postalError: 'Il CAP sembra errato', phoneError: 'Il numero di telefono sembra errato' },
  } as const;

  it.each(SITE_CODES)('%s: the site country preselected, its postal code and phone rules, errors in the site language', async (site) => {
    const user = userEvent.setup();
    const { country, language } = SITES[site];
    const words = WORDS[language];
    await open(site);
    expect(screen.getByLabelText(words.country)).toHaveValue(country);
    const postal = screen.getByLabelText(words.postal);
    const phone = screen.getByLabelText(words.phone);
    // another country's postal code and a number too short are refused
    await user.type(postal, country === 'NL' ? '75011' : 'AB12');
    await user.type(phone, '12');
    await user.tab();
    expect(postal).toHaveAccessibleDescription(words.postalError);
    expect(phone).toHaveAccessibleDescription(words.phoneError);
    // the country's own formats are taken
    await user.clear(postal);
    await user.type(postal, COUNTRY_FORMATS[country].examples.postalCode);
    await user.clear(phone);
    await user.type(phone, COUNTRY_FORMATS[country].examples.phone);
    await user.tab();
    expect(postal).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('speaks Spanish on es_ES', async () => {
    const user = userEvent.setup();
    await open('es_ES');
    const first = screen.getByLabelText('Nombre');
    await user.click(first);
    await user.tab();
    expect(first).toHaveAccessibleDescription('Campo obligatorio');
  });
});
