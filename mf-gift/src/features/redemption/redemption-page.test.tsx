import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { generateVoucherCode } from '@storefront/buyer';
import { addDays, firstSelectableDay } from '@storefront/criteria';
import { on } from '@storefront/event-bus';
import { mockClient, renderAt } from '../../test/render';

jest.setTimeout(30_000);

const code = generateVoucherCode();
const today = firstSelectableDay();
const month = today.slice(0, 7);
const included = today;
// a supplement day the day after, when it is still this month
const supplement = addDays(today, 1).slice(0, 7) === month ? addDays(today, 1) : null;

const stay = (id: number, label: string) => ({ id, label, hotel: { label: `Hôtel ${id}` }, images: [] });

type Activity = { activityId: number; title: string; availableDates: string[] };

function api(voucher: () => Promise<unknown>, activities: Activity[] = []) {
  return mockClient({
    get: (path, options) => {
      if (path === '/gateway/beneficiary/vouchers/{code}') return voucher();
      if (path === '/gateway/beneficiary/single-vouchers/offers' || path === '/gateway/beneficiary/boxes/offers') {
        const stays = options.params?.theme === 7 ? [stay(2, 'Spa à Reims')] : [stay(1, 'Château en Loire'), stay(2, 'Spa à Reims')];
        return Promise.resolve({ exactMatch: stays, totalCount: stays.length, searchDetails: { totalCount: stays.length, page: 0, limit: 20, checkin: null, night: null } });
      }
      if (path === '/gateway/beneficiary/single-vouchers/facets' || path === '/gateway/beneficiary/boxes/facets')
        return Promise.resolve({ totalCount: 2, properties: [{ propertyType: 'theme', values: [{ id: 7, name: 'Bien-être', count: 1 }] }, { propertyType: 'city', values: [] }] });
      if (path === '/wed/redeem/weekend/{id}/packageCheckinPrices.json') {
        const days = [{ day: included, minLos: 1, displayTotalPrice: 18000, nights: 2, status: 'included', supplement: 0 }];
        if (supplement) days.push({ day: supplement, minLos: 1, displayTotalPrice: 23000, nights: 2, status: 'supplement', supplement: 3000 });
        return Promise.resolve({ days, giftPrice: 20000, nextMonth: null, prevMonth: null, minMonth: month, maxMonth: month, requestedMonths: [month] });
      }
      if (path === '/product/{id}/quote') return Promise.resolve({ activityDates: activities.map((a) => ({ ...a, date: null })), missingActivityDates: activities.map((a) => a.activityId) });
      return Promise.reject(new Error(`unexpected ${path}`));
    },
  });
}

const cover = { code, kind: 'single_voucher', nights: 2, persons: 2, value: 20000, validUntil: '2027-11-27', boxCode: null };

async function typeCode(value: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Utiliser mon cadeau' });
  await user.type(screen.getByLabelText('Code du bon ou du coffret'), value);
  await user.click(screen.getByRole('button', { name: 'Voir mes séjours' }));
  return user;
}

describe('beneficiary redemption', () => {
  it('catches a typo with the check character and calls nothing', async () => {
    const { client, calls } = api(() => Promise.resolve(cover));
    renderAt('/beneficiary/login', { client });
    const typo = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    await typeCode(typo);
    expect(await screen.findByTestId('code-problem')).toHaveTextContent('Ce code comporte une faute de frappe');
    expect(screen.getByLabelText('Code du bon ou du coffret')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Code du bon ou du coffret')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [404, 'NOT_FOUND', 'Nous ne connaissons pas ce code'],
    [410, 'VOUCHER_EXPIRED', 'Ce bon a expiré'],
    [409, 'VOUCHER_ALREADY_USED', 'Ce bon a déjà été utilisé'],
  ])('says plainly why a %s code cannot be used', async (status, errorCode, text) => {
    const { client } = api(() => Promise.reject(new ApiError(status, errorCode, 'x')));
    renderAt('/beneficiary/login', { client });
    await typeCode(code);
    expect(await screen.findByTestId('code-problem')).toHaveTextContent(text);
  });

  it('says so in the site language (Italian)', async () => {
    const { client } = api(() => Promise.reject(new ApiError(410, 'VOUCHER_EXPIRED', 'x')));
    renderAt('/beneficiary/login', { client, site: 'it_IT' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Codice del buono o del cofanetto'), code);
    await user.click(screen.getByRole('button', { name: 'Vedi i miei soggiorni' }));
    expect(await screen.findByTestId('code-problem')).toHaveTextContent('Questo buono è scaduto');
  });

  it('shows the stays the voucher covers, filters them by facet, and books a chosen day with the voucher', async () => {
    const { client, calls } = api(() => Promise.resolve(cover));
    const urls: string[] = [];
    const off = on('navigate', ({ url }) => urls.push(url));
    renderAt('/beneficiary/login', { client });
    const user = await typeCode(code.toLowerCase().replace(/-/g, ' '));

    expect(await screen.findByTestId('voucher-summary')).toHaveTextContent('2 nuits pour 2 personnes');
    expect(screen.getByRole('heading', { level: 1, name: 'Choisissez votre séjour' })).toHaveFocus();
    const list = await screen.findByTestId('redeemable-stays');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Château en Loire', 'Spa à Reims']);
    // single vouchers list every giftable stay against the value, matchOfferRangePriceWithGiftAmount false (§7)
    expect(calls.find((c) => c.path === '/gateway/beneficiary/single-vouchers/offers')?.options.params).toMatchObject({ giftAmount: 20000, matchOfferRangePriceWithGiftAmount: 'false' });

    await user.selectOptions(await screen.findByLabelText('Thème'), 'Bien-être (1)');
    await screen.findByText('1 séjour');
    expect(within(screen.getByTestId('redeemable-stays')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Spa à Reims']);

    await user.click(screen.getByRole('button', { name: /^Voir les dates\W+Spa à Reims$/ }));
    const calendar = await screen.findByTestId('included-dates');
    expect(calendar).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Réserver' })).toBeDisabled();
    const includedDay = await within(calendar).findByRole('button', { name: /, Inclus$/ });
    expect(includedDay).toHaveAttribute('data-day', included);
    // a day the server did not list is not available, says why and cannot be chosen
    const other = within(calendar).getAllByRole('button').find((b) => b.getAttribute('data-status') === 'not_available');
    if (other) {
      expect(other).toHaveAttribute('aria-disabled', 'true');
      expect(other.getAttribute('aria-label')).toMatch(/, (Date passée|Fermé ce jour-là|Réservation impossible pour ce soir après 20 h)$/);
      await user.click(other);
      expect(screen.getByRole('button', { name: 'Réserver' })).toBeDisabled();
    }

    const day = supplement ? within(calendar).getByRole('button', { name: /supplément de 30\s€/ }) : includedDay;
    await user.click(day);
    expect(screen.getByTestId('chosen-stay')).toHaveTextContent(supplement ? 'supplément de 30' : 'Inclus');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const checkin = supplement ?? included;
    expect(urls).toEqual([`/checkout#checkin=${checkin}&checkout=${addDays(checkin, 2)}&night=2&a=2&c=0&b=0&id=2&voucher=${code}`]);
    off();

    // another code: back to the field, focused
    await user.click(screen.getByRole('button', { name: 'Utiliser un autre code' }));
    expect(screen.getByLabelText('Code du bon ou du coffret')).toHaveFocus();
  });

  it('asks a date for each activity of the chosen stay that needs one and carries them with the voucher', async () => {
    const activities = [
      { activityId: 501, title: 'Massage en duo', availableDates: [included, addDays(included, 1)] },
      { activityId: 502, title: 'Dîner gastronomique', availableDates: [addDays(included, 1)] },
    ];
    const { client, calls } = api(() => Promise.resolve(cover), activities);
    const urls: string[] = [];
    const off = on('navigate', ({ url }) => urls.push(url));
    renderAt('/beneficiary/login', { client });
    const user = await typeCode(code);
    await user.click(await screen.findByRole('button', { name: /^Voir les dates\W+Château en Loire$/ }));
    const calendar = await screen.findByTestId('included-dates');
    await user.click(await within(calendar).findByRole('button', { name: /, Inclus$/ }));

    // the quote of the chosen day, the voucher's persons and nights, names the activities and their days
    const massage = await screen.findByLabelText('Date de l’activité « Massage en duo »');
    expect(calls.find((c) => c.path === '/product/{id}/quote')?.options).toMatchObject({ pathParams: { id: 1 }, params: { checkin: included, nights: 2, adult: 2, child: 0, baby: 0 } });
    expect(within(massage).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', included, addDays(included, 1)]);

    // Book without the dates: nothing happens but each missing one is said, the first focused
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(urls).toEqual([]);
    expect(massage).toHaveFocus();
    expect(massage).toHaveAccessibleDescription('Choisissez une date pour cette activité');
    const dinner = screen.getByLabelText('Date de l’activité « Dîner gastronomique »');
    expect(dinner).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(massage, addDays(included, 1));
    await user.selectOptions(dinner, addDays(included, 1));
    expect(massage).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const next = addDays(included, 1);
    expect(urls).toEqual([`/checkout#checkin=${included}&checkout=${addDays(included, 2)}&night=2&a=2&c=0&b=0&id=1&activityDates=${next}-${next}&voucher=${code}`]);
    off();
  });

  it('lists only the stays of the box a box voucher was bought for', async () => {
    const { client, calls } = api(() => Promise.resolve({ ...cover, kind: 'box', boxCode: 'GOURMET-EBOX' }));
    renderAt('/beneficiary/login', { client });
    await typeCode(code);
    await screen.findByTestId('redeemable-stays');
    expect(calls.filter((c) => c.path.startsWith('/gateway/beneficiary/single-vouchers'))).toHaveLength(0);
    expect(calls.find((c) => c.path === '/gateway/beneficiary/boxes/offers')?.options.params).toMatchObject({ code: 'GOURMET-EBOX' });
    expect(calls.find((c) => c.path === '/gateway/beneficiary/boxes/facets')?.options.params).toMatchObject({ code: 'GOURMET-EBOX' });
  });
});
