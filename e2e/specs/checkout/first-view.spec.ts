/**
 * The stay checkout's first view (docs/decisions/0142), phone and desktop: the server's HTML holds the page's frame
 * (heading, steps, the buyer's form), which the hash does not change; the browser hydrates it in place whatever the
 * link's hash, then fills in the stay's summary; what the buyer typed before the scripts came is kept, and the
 * purchase completes to the confirmation page and the database.
 */
import { expect, test } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage, stayDatesFor } from '../../pages/checkout-page';
import { originOf } from '../../support/env';
import { hydrationWarnings, keepServedNodes, openFirstViewWithoutScripts, servedNode, warmFirstView } from '../../support/first-view';

/** Offer 100016 (small catalogue) has no activity needing a date; slot 17 is this spec's. */
const OFFER = 100016;
const TITLE = '#sf-main h1';
const EMAIL = '#sf-main input[name="email"]';

test('fr_FR: the checkout’s frame is in the server’s HTML, readable before any script, with nothing of the stay', async ({ browser }) => {
  const { context, page, html } = await openFirstViewWithoutScripts(browser, 'fr_FR', '/checkout');
  const checkout = new CheckoutPage(page);
  await expect(checkout.title).toHaveText('Votre réservation');
  await expect(checkout.root.getByText(/^Vérifiez votre séjour, indiquez vos coordonnées/)).toBeVisible();
  await expect(checkout.root.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeVisible();
  await expect(checkout.field(BUYER_LABELS.fr_FR!.email)).toBeEditable();
  await expect(checkout.root.getByRole('button', { name: BUYER_LABELS.fr_FR!.continue })).toBeVisible();
  // the stay is the browser's to read from the hash: no summary in the HTML
  expect(html).not.toContain('class="sf-checkout-summary__title"');
  await expect(checkout.summary).toHaveCount(0);
  await context.close();
});

test('fr_FR: typed before the scripts, hydrated in place, the stay of the hash filled in, bought to the confirmation', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const dates = await stayDatesFor(request, testInfo, 'fr_FR', OFFER, 17);
  const checkout = new CheckoutPage(page);
  const labels = BUYER_LABELS.fr_FR!;
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await keepServedNodes(page, { title: TITLE, email: EMAIL });
  await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': testInfo.project.name === 'phone' ? '?1' : '?0' });
  await warmFirstView(page, 'fr_FR', '/checkout');
  // the shell's script waits until the buyer has typed an e-mail into the server's form
  let release = () => undefined as void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const email = `first-view.${testInfo.project.name}@example.com`;
  await page.goto(`${originOf('fr_FR')}/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=2&c=0&b=0&id=${OFFER}&offerId=${OFFER}`);
  await expect(page.locator('[data-first-view]')).toHaveCount(1);
  await checkout.field(labels.email).fill(email);
  release();

  await checkout.summaryShown();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  expect(await servedNode(page, 'title', TITLE), 'the heading served is the one hydrated').toEqual({ served: true, kept: true });
  expect(await servedNode(page, 'email', EMAIL), 'the e-mail field served is the one in use').toEqual({ served: true, kept: true });
  expect(hydrationWarnings(messages)).toEqual([]);
  await expect(checkout.summary).toContainText('2 adultes');
  await expect(checkout.field(labels.email)).toHaveValue(email);
  const stay = Number(await checkout.total.getAttribute('data-cents'));

  await checkout.fillBuyer(labels, { email, civility: 'Mme', firstName: 'Anne', lastName: 'Martin', phone: '06 12 34 56 78', address: '12 rue de la Paix', postalCode: '75002', city: 'Paris' });
  await checkout.root.getByRole('button', { name: labels.continue }).click();
  await checkout.declineInsurance(/^Non merci/);
  const orderUUID = await checkout.payAndConfirm('Paiement accepté');
  await expect(checkout.title).toHaveText('Merci, votre réservation est confirmée');
  const order = await checkout.storedOrder<{ status: string; buyer: { email: string }; priceBreakdown: { remainingAmountToPay: number }; items: { kind: string; details: { checkinDate: string } }[] }>(request, orderUUID);
  expect(order).toMatchObject({ status: 'confirmed', buyer: { email }, priceBreakdown: { remainingAmountToPay: stay } });
  expect(order.items[0]).toMatchObject({ kind: 'stay', details: { checkinDate: dates.checkin } });
});
