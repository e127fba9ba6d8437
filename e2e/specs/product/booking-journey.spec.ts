/**
 * mf-product booking journey on the real API (product-and-purchase.md §2.1-2.3, §4), phone and desktop, in two
 * sites: search -> offer -> hotel page -> room offer -> offer page -> dates (mf-search's calendar), travellers,
 * activity date, cancellation choice -> checkout start with the reservation criteria in the hash.
 */
import { expect, test } from '@playwright/test';
import { ProductPage, bookableDates } from '../../pages/product-page';

/** Hotel 1003 (small catalogue): offer 100015 has a dated activity and a flexible sibling (100018). */
const HOTEL = 1003;
const OFFER = 100015;

const SITES = [
  {
    site: 'fr_FR',
    search: '/recherche?flow=booking',
    hotelPath: '/hotel/',
    words: { seeOffer: 'Voir l’offre', chooseDates: /Choisir mes dates/, book: 'Réserver', adults: 'Adultes', activity: /Date de l’activité/, flexible: /^Modifiable et annulable \d/, cancellable: /Modifiable et annulable jusqu’au/ },
  },
  {
    site: 'es_ES',
    search: '/buscar?flow=booking',
    hotelPath: '/hotel/',
    words: { seeOffer: 'Ver la oferta', chooseDates: /Elegir mis fechas/, book: 'Reservar', adults: 'Adultos', activity: /Fecha de la actividad/, flexible: /^Modificable y cancelable \d/, cancellable: /Modificable y cancelable hasta el/ },
  },
] as const;

for (const { site, search, hotelPath, words } of SITES) {
  test(`${site}: search -> hotel page -> offer -> dates, travellers, activity date, cancellation -> checkout`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const product = new ProductPage(page);
    const dates = await bookableDates(request, site, OFFER, 2, [1, 2]);

    // search for the hotel, open its card (an offer page), then the hotel page from the hotel line
    await product.open(site, `${search}#a=2&c=0&b=0&hotel=${HOTEL}`);
    const card = page.getByTestId('offer-card').first();
    await expect(card).toBeVisible();
    await card.locator('a.sf-search-card__link').first().click();
    await product.recover();
    await expect(product.title).toBeVisible();
    await product.root.locator('#sf-product-hotel a').first().click();
    await expect(page).toHaveURL(new RegExp(`${hotelPath}${HOTEL}`));
    await product.recover();
    await expect(product.root.locator('#sf-product-offers')).toBeVisible();
    await expect.poll(async () => JSON.stringify(await product.jsonLd())).toContain('"bestRating":10,"worstRating":0');

    // the room offer detail (bottom sheet on phones, centred modal on desktop) leads to the offer page
    const roomCard = product.root.locator('.sf-product-room-card').filter({ hasText: /chandelles|velas/ }).first();
    await roomCard.getByRole('button', { name: words.seeOffer }).click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('link', { name: words.seeOffer }).click();
    await expect(page).toHaveURL(new RegExp(`/${OFFER}(\\?|#|$)`));
    await product.recover();
    await expect(product.booking).toBeVisible();

    // dates in mf-search's calendar
    await product.chooseDates(dates, words.chooseDates);
    await expect.poll(() => product.hash()).toContain(`checkin=${dates.checkin}&checkout=${dates.checkout}&night=2`);

    // travellers: one adult less (activity dates reset, everything reloads)
    await product.booking.getByRole('group', { name: words.adults }).getByRole('button').first().click();
    await expect.poll(() => product.hash()).toMatch(/(^|&)a=1(&|$)/);

    // activity date
    const activity = product.booking.getByLabel(words.activity).first();
    await expect(activity).toBeVisible();
    const firstDay = await activity.locator('option').nth(1).getAttribute('value');
    await activity.selectOption(firstDay!);
    await expect.poll(() => product.hash()).toContain(`activityDates=${firstDay}`);

    // cancellation choice: the flexible offer, shown as success with its deadline
    // (named in the site's language with its price, never the API's policy label)
    await product.booking.getByRole('radio', { name: words.flexible }).check();
    await expect.poll(() => product.hash()).toMatch(/offerId=\d+/);
    await expect(product.booking.locator('.sf-product-cancellation.sf-ui-alert--success')).toContainText(words.cancellable);
    await expect(product.priceBanner).toBeVisible();

    await product.bookButton(words.book).click();
    await expect(page).toHaveURL(/\/checkout#/);
    const hash = await product.hash();
    expect(hash).toContain(`checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=1&c=0&b=0&id=${OFFER}&offerId=`);
    expect(hash).toContain(`activityDates=${firstDay}`);
  });
}

test('fr_FR: booking without dates asks for them, then for the activity date', async ({ page, request }) => {
  const product = new ProductPage(page);
  await product.open('fr_FR', `/sejour/${OFFER}`);
  await product.bookButton('Réserver').click();
  // offers without dates open the calendar instead
  await expect(page.getByRole('dialog', { name: 'Vos dates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const dates = await bookableDates(request, 'fr_FR', OFFER);
  await product.open('fr_FR', `/sejour/${OFFER}#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0`);
  await expect(product.priceBanner).toBeVisible();
  await product.bookButton('Réserver').click();
  await expect(product.booking.getByText('Veuillez choisir les dates de vos activités.')).toBeVisible();
  await expect(product.booking.getByLabel(/Date de l’activité/).first()).toHaveAttribute('aria-invalid', 'true');
});

test('nl_BE: impossible dates and travellers in the link are ignored with a message; unknown ids show the 404', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('nl_BE', `/nl/verblijf/${OFFER}#checkin=2025-02-30&checkout=2025-03-02&a=99`);
  await expect(product.root.getByText(/Sommige gegevens in de link zijn ongeldig/)).toBeVisible();
  await expect(product.title).toBeVisible();
  await product.open('nl_BE', '/nl/verblijf/abc');
  await expect(product.root.getByRole('heading', { name: 'Oeps!' })).toBeVisible();
  await product.open('nl_BE', '/nl/verblijf/99999999');
  await expect(product.root.getByRole('heading', { name: 'Oeps!' })).toBeVisible();
  expect(await product.robots()).toContain('noindex');
});

test('fr_FR: Book without dates opens the calendar and continues to checkout once the dates are chosen', async ({ page, request }) => {
  // 100016 (hotel 1003) has no activity needing a date
  const product = new ProductPage(page);
  const dates = await bookableDates(request, 'fr_FR', 100016);
  await product.open('fr_FR', '/sejour/100016');
  await product.chooseDates(dates, /^Réserver$/);
  await expect(page).toHaveURL(new RegExp(`/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=2&c=0&b=0&id=100016&offerId=\\d+$`));
});

test('fr_FR: the sticky Book bar shows while the booking panel is out of view (at once on a phone) and brings the panel back', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('fr_FR', `/sejour/${OFFER}`);
  await expect(product.title).toBeVisible();
  const bar = page.getByRole('region', { name: 'Réservation' });
  if (product.isPhone) {
    // the panel comes after the whole description on a phone: Book is one tap away from the start
    await expect(bar).toBeVisible();
  } else {
    await expect(product.booking).toBeInViewport();
    await expect(bar).toHaveCount(0);
    // down to the footer (the page still grows while reviews and images come in)
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  await expect(bar).toContainText('€');
  await bar.getByRole('button', { name: 'Réserver' }).click();
  const heading = product.booking.getByRole('heading', { name: 'Réservez votre séjour' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(bar).toHaveCount(0);
});
