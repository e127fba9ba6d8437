/**
 * An activity-only product bought as a gift (issue #29, product-and-purchase §2.7, §5 gift customisation, decision
 * 0045) on the real storefront, phone and desktop, in two sites: 'Offer' on the activity page leads to the checkout,
 * where the buyer writes the sender's name (refused when missing) and a message, pays with the PSP's test card and
 * lands on the confirmation page with the activity voucher; the order read back over HTTP holds the words, and the
 * voucher e-mail waiting in the outbox carries its code, the sender's name and the message.
 */
import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';
import { BUYER_LABELS, CheckoutPage } from '../../pages/checkout-page';
import { PORT } from '../../support/env';

/** 700015 (small catalogue) has prices for 1 and 2 adults. */
const ACTIVITY = 700015;
const API = `http://localhost:${PORT}`;

const SITES = [
  {
    site: 'fr_FR',
    page: `/activite/${ACTIVITY}#a=1`,
    offer: 'Offrir',
    modal: 'Offrir cette activité',
    go: 'Continuer',
    fromName: 'De la part de',
    message: 'Votre message',
    mandatory: 'Champ obligatoire',
    words: { fromName: "Léa D'Arc", message: 'Bon vol au-dessus des volcans !' },
    buyer: { civility: 'Mme', phone: '06 12 34 56 78', postalCode: '63000', city: 'Clermont-Ferrand' },
    method: 'Paiement accepté',
    confirmed: 'Merci, votre commande est confirmée',
  },
  {
    site: 'nl_BE',
    page: `/nl/activiteit/${ACTIVITY}#a=1`,
    offer: 'Cadeau geven',
    modal: 'Deze activiteit cadeau geven',
    go: 'Doorgaan',
    fromName: 'Van',
    message: 'Je bericht',
    mandatory: 'Verplicht veld',
    words: { fromName: 'Sofie Peeters', message: 'Veel plezier samen!' },
    buyer: { civility: 'Mevr.', phone: '0470 12 34 56', postalCode: '9000', city: 'Gent' },
    method: 'Betaling geaccepteerd',
    confirmed: 'Bedankt, je bestelling is bevestigd',
  },
] as const;

interface StoredOrder {
  status: string;
  items: { kind: string; productId: number; details: Record<string, unknown> }[];
  issued: { kind: string; code: string }[];
  priceBreakdown: { remainingAmountToPay: number };
}

for (const s of SITES) {
  test(`${s.site}: an activity offered, with the sender's name and message, to its voucher and e-mail`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const product = new ProductPage(page);
    await product.open(s.site, s.page);
    await expect(product.title).toBeVisible();
    await product.booking.getByRole('button', { name: s.offer, exact: true }).click();
    await page.getByRole('dialog', { name: s.modal }).getByRole('button', { name: s.go }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?flow=activity#id=${ACTIVITY}&pax=1$`), { timeout: 10_000 });

    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    const labels = BUYER_LABELS[s.site]!;
    const email = `gift.${s.site}.${testInfo.project.name}.${Date.now()}@example.com`.toLowerCase();
    await checkout.fillBuyer(labels, { email, firstName: 'Camille', lastName: 'Martin', address: '12 rue des Volcans', ...s.buyer });
    // the sender's name is mandatory for a gift: the form says so on the field and goes no further
    const fromName = checkout.root.getByRole('textbox', { name: new RegExp(`^${s.fromName}`) });
    const message = checkout.root.getByRole('textbox', { name: new RegExp(`^${s.message}`) });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    await expect(fromName).toBeFocused();
    await expect(checkout.root.getByText(s.mandatory)).toBeVisible();
    await expect(checkout.payButton).toHaveCount(0);
    await fromName.fill(s.words.fromName);
    await message.fill(s.words.message);
    await checkout.root.getByRole('button', { name: labels.continue }).click();

    const orderUUID = await checkout.payAndConfirm(s.method);
    await expect(checkout.title).toHaveText(s.confirmed);
    const code = (await checkout.root.getByTestId('issued-code').textContent())!;

    // the order as the database holds it: the activity offered with the words typed at the checkout
    const order = await checkout.storedOrder<StoredOrder>(request, orderUUID);
    expect(order.status).toBe('confirmed');
    expect(order.items).toEqual([
      expect.objectContaining({ kind: 'activity', productId: ACTIVITY, details: expect.objectContaining({ adults: 1, customType: 'GIFT', ...s.words }) }),
    ]);
    expect(order.issued).toEqual([expect.objectContaining({ kind: 'activity', code })]);

    // the voucher e-mail to the buyer, in the site's language, waits in the outbox with the code and the words
    const outbox = await (await request.get(`${API}/gateway/dev/outbox`)).text();
    const ids = [...outbox.matchAll(new RegExp(`/gateway/dev/outbox/(\\d+)">\\d+</a></td><td>${email.replace(/[.+]/g, '\\$&')}</td><td>[^<]*</td><td>voucher-delivery \\(${s.site}\\)`, 'g'))].map((m) => m[1]);
    expect(ids).toHaveLength(1);
    const mail = await (await request.get(`${API}/gateway/dev/outbox/${ids[0]}`)).text();
    expect(mail).toContain(code);
    expect(mail).toContain(s.words.message.replace("'", '&#39;'));
    expect(mail).toContain(s.words.fromName.replace("'", '&#39;'));
  });
}
