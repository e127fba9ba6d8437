/**
 * mf-checkout on the real API (issue #29), phone and desktop: on each of the six sites, a stay chosen on the search
 * page reaches the checkout, whose summary shows the server's price, is paid by card with a buyer of the site's
 * country, and its order is confirmed on the page, in the database and in 'check my booking'; the buyer form
 * (errors, keyboard only, reload); tampered or stale links; axe with no WCAG 2.2 AA violation on the checkout and
 * 'check my booking' pages.
 */
import { expect, test } from '@playwright/test';
import { SITES as SITE_TABLE, paths, type Language, type SiteCode } from '@storefront/contracts';
import { bookableDates, ProductPage } from '../../pages/product-page';
import { BUYER_LABELS, CheckoutPage, SITE_BUYERS, stayDatesFor } from '../../pages/checkout-page';
import { axeViolations } from '../../support/axe';
import { PORT } from '../../support/env';

/** Hotel 1003 (small catalogue): offer 100016 has no activity needing a date. */
const HOTEL = 1003;
const OFFER = 100016;

/** The journey's words in each language: mf-product's Book, mf-checkout's pages, the confirmation e-mail's link. */
const WORDS: Record<Language, { book: string; summary: string; travellers: string; noInsurance: RegExp; method: string; confirmed: string; seeConfirmation: string; find: string; seeOrder: string }> = {
  fr: { book: 'Réserver', summary: 'Votre réservation', travellers: '2 adultes', noInsurance: /^Non merci/, method: 'Paiement accepté', confirmed: 'Merci, votre réservation est confirmée', seeConfirmation: 'Voir la confirmation', find: 'Retrouver ma réservation', seeOrder: 'Voir ma commande' },
  es: { book: 'Reservar', summary: 'Tu reserva', travellers: '2 adultos', noInsurance: /^No, gracias/, method: 'Pago aceptado', confirmed: 'Gracias, tu reserva está confirmada', seeConfirmation: 'Ver la confirmación', find: 'Encontrar mi reserva', seeOrder: 'Ver mi pedido' },
  nl: { book: 'Boeken', summary: 'Je boeking', travellers: '2 volwassenen', noInsurance: /^Nee, bedankt/, method: 'Betaling geaccepteerd', confirmed: 'Bedankt, je boeking is bevestigd', seeConfirmation: 'Bevestiging bekijken', find: 'Mijn boeking zoeken', seeOrder: 'Mijn bestelling bekijken' },
  it: { book: 'Prenota', summary: 'La tua prenotazione', travellers: '2 adulti', noInsurance: /^No grazie/, method: 'Pagamento accettato', confirmed: 'Grazie, la tua prenotazione è confermata', seeConfirmation: 'Vedi la conferma', find: 'Trova la mia prenotazione', seeOrder: 'Vedi il mio ordine' },
};

/** Each site's slot of stay dates (stayDatesFor: paying tests never share rooms; 0-11 are other tests'). */
const STAY_SLOTS: Record<SiteCode, number> = { fr_FR: 0, nl_BE: 1, es_ES: 12, fr_BE: 13, nl_NL: 14, it_IT: 15 };

const ANNE = { email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin', ...SITE_BUYERS.fr_FR };

for (const site of Object.keys(STAY_SLOTS) as SiteCode[]) {
  const { book, summary, travellers, noInsurance, method, confirmed, seeConfirmation, find, seeOrder } = WORDS[SITE_TABLE[site].language];
  const to = paths(site);
  test(`${site}: a stay chosen on the search page, paid by card, is confirmed on the page and in the database`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const dates = await stayDatesFor(request, testInfo, site, OFFER, STAY_SLOTS[site]);
    const product = new ProductPage(page);
    await product.open(site, to.search(undefined, `checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&hotel=${HOTEL}`));
    await page.locator(`a.sf-search-card__link[href^="${to.product(OFFER)}#"]`).first().click();
    await product.recover();
    await expect(product.priceBanner).toBeVisible();
    // Book waits for the quote of the stay (a click while it loads does nothing): press it until it goes on
    await expect(async () => {
      await product.bookButton(book).click();
      await expect(page).toHaveURL(/\/checkout#/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    await expect(checkout.title).toHaveText(summary);
    await expect(checkout.summary).toContainText(travellers);
    // the total is the quote of the link's criteria, as the API prices it
    const hash = new URLSearchParams(await checkout.hash());
    const quote = await request.get(`http://localhost:${PORT}/product/${hash.get('offerId')}/quote?checkin=${dates.checkin}&nights=2&adult=2&child=0&baby=0&locale=${site}`);
    const { priceInfo } = (await quote.json()) as { priceInfo: { sellPrice: number } };
    await expect(checkout.total).toHaveAttribute('data-cents', String(priceInfo.sellPrice));
    // the edit link goes back to the offer with the same criteria
    await expect(checkout.summary.getByRole('link').first()).toHaveAttribute('href', new RegExp(`${to.product(OFFER)}#checkin=${dates.checkin}&checkout=${dates.checkout}`));

    // the buyer (the site's country's phone and postal code), the options (no insurance), the PSP's test card that pays
    const labels = BUYER_LABELS[site]!;
    await checkout.fillBuyer(labels, { ...ANNE, ...SITE_BUYERS[site] });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    await checkout.declineInsurance(noInsurance);
    await checkout.root.getByRole('radio', { name: method }).check();
    await expect(checkout.total).toHaveAttribute('data-cents', String(priceInfo.sellPrice));
    await checkout.payButton.click();

    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
    await expect(checkout.title).toHaveText(confirmed);
    const reference = await checkout.root.getByTestId('reference').textContent();
    expect(reference).toMatch(/^\d{8}$/);
    await expect(checkout.root.getByTestId('confirmation-stay')).toContainText(travellers);
    // what the database holds for the order (read by the API with the order's secret) is what the page shows
    const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
    const secret = await checkout.orderSecret(orderUUID);
    const stored = await request.get(`http://localhost:${PORT}/gateway/purchase/orders/${orderUUID}?secret=${secret}`);
    expect(stored.ok()).toBeTruthy();
    const order = (await stored.json()) as { reference: string; status: string; buyer: { email: string }; priceBreakdown: { remainingAmountToPay: number }; items: { kind: string; details: { checkinDate: string } }[] };
    expect(order).toMatchObject({ reference, status: 'confirmed', buyer: { email: ANNE.email }, priceBreakdown: { remainingAmountToPay: priceInfo.sellPrice } });
    expect(order.items[0]).toMatchObject({ kind: 'stay', details: { checkinDate: dates.checkin } });

    // back to the checkout: the paid order is not paid again
    await page.goBack();
    await expect(checkout.root.getByRole('link', { name: seeConfirmation })).toBeVisible();

    // 'check my booking' on another device (no secret there), from the confirmation e-mail's link: the booking
    // number is in it, the buyer gives the e-mail, and the same order shows, in the order's language
    const device = await page.context().browser()!.newContext();
    try {
      // the confirmation e-mail as the development outbox shows it, then its link
      const mail = await device.newPage();
      await mail.goto(`http://localhost:${PORT}/gateway/dev/outbox`);
      await mail.getByRole('row').filter({ hasText: reference! }).getByRole('link').first().click();
      await mail.getByRole('link', { name: seeOrder }).click();
      const elsewhere = new CheckoutPage(mail);
      await elsewhere.field(labels.email).fill(ANNE.email);
      await elsewhere.root.getByRole('button', { name: find }).click();
      await expect(elsewhere.root.getByTestId('reference')).toHaveText(reference!);
      await expect(elsewhere.root.getByTestId('confirmation-stay')).toContainText(travellers);
    } finally {
      await device.close();
    }
  });
}

test('fr_FR: a wallet payment that fails (error=1, Book back to the summary) then succeeds', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const dates = await stayDatesFor(request, testInfo, 'fr_FR', OFFER, 2);
  const checkout = new CheckoutPage(page);
  await checkout.open('fr_FR', `/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&id=${OFFER}&offerId=${OFFER}`);
  await checkout.summaryShown();
  await checkout.fillBuyer(BUYER_LABELS.fr_FR!, ANNE);
  await checkout.root.getByRole('button', { name: BUYER_LABELS.fr_FR!.continue }).click();
  await checkout.declineInsurance(/^Non merci/);
  await checkout.root.getByRole('radio', { name: 'Carte refusée' }).check();
  const wallet = checkout.root.getByRole('button', { name: /^Payer avec (Apple|Google) Pay$/ });
  const method = (await wallet.textContent())!.replace('Payer avec ', '');
  await wallet.click();
  const modal = page.getByRole('dialog', { name: `Payer avec ${method}` });
  await expect(modal).toContainText(`Le paiement avec ${method} a échoué, veuillez poursuivre votre réservation. Vous pourrez choisir un autre moyen de paiement.`);
  expect(await checkout.hash()).toContain('error=1');
  await modal.getByRole('button', { name: 'Réserver' }).click();
  await expect(modal).toHaveCount(0);
  expect(await checkout.hash()).not.toContain('error=1');

  await checkout.root.getByRole('radio', { name: 'Paiement accepté' }).check();
  await wallet.click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
  await expect(checkout.title).toHaveText('Merci, votre réservation est confirmée');
});

test('fr_FR: the buyer form, keyboard only: errors on blur and submit, the first error focused, kept after a reload', async ({ page, request }) => {
  const dates = await bookableDates(request, 'fr_FR', OFFER);
  const checkout = new CheckoutPage(page);
  const labels = BUYER_LABELS.fr_FR!;
  await checkout.open('fr_FR', `/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&id=${OFFER}&offerId=${OFFER}`);
  await checkout.summaryShown();

  // focus the e-mail field from the keyboard (Tab from the page's start reaches it after the header)
  const email = checkout.field(labels.email);
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.type('anne@gmial');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('L’adresse e-mail semble incorrecte');
  await email.focus();
  await page.keyboard.type('.com');
  await page.keyboard.press('Tab');
  // the domain suggestion is the next stop; Enter applies it
  await expect(page.getByRole('button', { name: /@gmail\.com/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('anne@gmail.com');

  // submit with Enter from a field: every error shows, the first one takes the focus
  await checkout.field(labels.firstName).focus();
  await page.keyboard.type('Anne');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'M.', exact: true })).toBeFocused();
  await expect(checkout.root.getByRole('group', { name: 'Civilité' })).toHaveAccessibleDescription('Champ obligatoire');
  await expect(checkout.field(labels.lastName)).toHaveAccessibleDescription('Champ obligatoire');
  // arrows choose the civility, as in any radio group
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Mme', exact: true })).toBeChecked();

  // the form survives a reload
  await page.reload();
  await checkout.summaryShown();
  await expect(checkout.field(labels.firstName)).toHaveValue('Anne');
  await expect(checkout.field(labels.email)).toHaveValue('anne@gmail.com');
});

test('nl_BE: the postal code follows the address country (Belgium: 4 digits)', async ({ page, request }, testInfo) => {
  const dates = await stayDatesFor(request, testInfo, 'nl_BE', OFFER, 3);
  const checkout = new CheckoutPage(page);
  const labels = BUYER_LABELS.nl_BE!;
  await checkout.open('nl_BE', `/nl/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&id=${OFFER}`);
  await checkout.summaryShown();
  await checkout.fillBuyer(labels, { ...ANNE, ...SITE_BUYERS.nl_BE, postalCode: '75002' });
  await checkout.root.getByRole('button', { name: labels.continue }).click();
  await expect(checkout.field(labels.postalCode)).toBeFocused();
  await expect(checkout.field(labels.postalCode)).toHaveAttribute('aria-invalid', 'true');
  await checkout.field(labels.postalCode).fill('1000');
  await checkout.root.getByRole('button', { name: labels.continue }).click();
  await expect(checkout.root.getByRole('heading', { name: 'Je opties' })).toBeVisible();
});

const TAMPERED = [
  { name: '50 adults', hash: (d: { checkin: string; checkout: string }) => `checkin=${d.checkin}&checkout=${d.checkout}&a=50&c=0&b=0&id=${OFFER}`, message: 'Le nombre de voyageurs de ce lien n’est pas possible', back: 'Retour à l’offre', href: `/sejour/${OFFER}#` },
  { name: 'past dates', hash: () => `checkin=2024-01-10&checkout=2024-01-12&a=2&c=0&b=0&id=${OFFER}`, message: 'Ces dates sont passées', back: 'Retour à l’offre', href: `/sejour/${OFFER}#a=2&c=0&b=0` },
  { name: 'an unknown offer', hash: (d: { checkin: string; checkout: string }) => `checkin=${d.checkin}&checkout=${d.checkout}&a=2&c=0&b=0&id=99999999`, message: 'Cette offre n’existe pas ou n’est plus disponible.', back: 'Retour à la recherche', href: '/recherche' },
  { name: 'no dates', hash: () => `a=2&c=0&b=0&id=${OFFER}`, message: 'Veuillez choisir vos dates de voyage.', back: 'Retour à l’offre', href: `/sejour/${OFFER}#` },
];

for (const { name, hash, message, back, href } of TAMPERED) {
  test(`fr_FR: a checkout link with ${name} says what is wrong and leads back`, async ({ page, request }) => {
    const dates = await bookableDates(request, 'fr_FR', OFFER);
    const checkout = new CheckoutPage(page);
    await checkout.open('fr_FR', `/checkout#${hash(dates)}`);
    await expect(checkout.alert).toContainText(message);
    await expect(checkout.title).toHaveText('Ce lien de réservation ne peut pas être utilisé');
    const link = checkout.root.getByRole('link', { name: back });
    await expect(link).toHaveAttribute('href', new RegExp(`^${href.replace(/[?#]/g, '\\$&')}`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(href.split('#')[0]!));
  });
}

test('fr_FR: axe finds no WCAG 2.2 AA violation on the checkout (errors shown) and on check my booking', async ({ page, request }) => {
  const dates = await bookableDates(request, 'fr_FR', OFFER);
  const checkout = new CheckoutPage(page);
  await checkout.open('fr_FR', `/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&id=${OFFER}`);
  await checkout.summaryShown();
  await checkout.root.getByRole('button', { name: BUYER_LABELS.fr_FR!.continue }).click();
  await expect(checkout.field(BUYER_LABELS.fr_FR!.email)).toHaveAttribute('aria-invalid', 'true');
  await checkout.chromeSettled();
  expect(await axeViolations(page)).toEqual([]);

  await checkout.open('fr_FR', '/confirmation/0b6f2a52-4c1e-4d55-9f2e-1a2b3c4d5e6f');
  await expect(checkout.root.getByRole('heading', { name: 'Consulter ma réservation' })).toBeVisible();
  await checkout.chromeSettled();
  expect(await axeViolations(page)).toEqual([]);
});
