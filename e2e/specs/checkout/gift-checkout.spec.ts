/**
 * The gift checkout (issue #29, docs/decisions/0050) on the real storefront, phone and desktop, on five sites (it_IT's
 * single voucher is bought in specs/gift/physical-voucher-journey.spec.ts): a
 * digital single voucher set up from an offer page's 'Customise your gift' is handed over to /checkout?flow=gifting,
 * paid with the PSP's test card, and its confirmation shows the voucher code the API issued, with its printable
 * page; the order read back over HTTP holds the same. Axe finds no WCAG 2.2 AA violation on the gift checkout.
 */
import { expect, test } from '@playwright/test';
import { SITES as SITE_TABLE, paths, type Language, type SiteCode } from '@storefront/contracts';
import { ProductPage } from '../../pages/product-page';
import { BUYER_LABELS, CheckoutPage, SITE_BUYERS } from '../../pages/checkout-page';
import { axeViolations } from '../../support/axe';
import { PORT } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable. */
const OFFER = 100015;

/** The journey's words in each language: mf-product's button, the gift text fields, mf-checkout's pages. */
const WORDS: Record<Language, { customise: string; from: string; offer: string; title: string; digital: string; method: string; confirmed: string; print: RegExp; seeConfirmation: string }> = {
  fr: { customise: 'Personnaliser mon cadeau', from: 'De la part de', offer: 'Offrir', title: 'Votre cadeau', digital: 'E-bon envoyé immédiatement par e-mail', method: 'Paiement accepté', confirmed: 'Merci, votre commande est confirmée', print: /^Télécharger et imprimer le bon /, seeConfirmation: 'Voir la confirmation' },
  es: { customise: 'Personalizar mi regalo', from: 'De parte de', offer: 'Regalar', title: 'Tu regalo', digital: 'Bono electrónico enviado al instante por e-mail', method: 'Pago aceptado', confirmed: 'Gracias, tu pedido está confirmado', print: /^Descargar e imprimir el bono /, seeConfirmation: 'Ver la confirmación' },
  nl: { customise: 'Mijn cadeau personaliseren', from: 'Van', offer: 'Cadeau geven', title: 'Je cadeau', digital: 'E-bon direct per e-mail verstuurd', method: 'Betaling geaccepteerd', confirmed: 'Bedankt, je bestelling is bevestigd', print: /^Bon .* downloaden en afdrukken$/, seeConfirmation: 'Bevestiging bekijken' },
  it: { customise: 'Personalizza il mio regalo', from: 'Da parte di', offer: 'Regala', title: 'Il tuo regalo', digital: 'E-buono inviato subito via e-mail', method: 'Pagamento accettato', confirmed: 'Grazie, il tuo ordine è confermato', print: /^Scarica e stampa il buono /, seeConfirmation: 'Vedi la conferma' },
};

/** The sites this spec buys a gift on (it_IT's: specs/gift/physical-voucher-journey.spec.ts). */
const GIFT_SITES: SiteCode[] = ['fr_FR', 'nl_BE', 'es_ES', 'fr_BE', 'nl_NL'];

const ANNE = { email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin' };

interface StoredOrder {
  reference: string;
  status: string;
  buyer: { email: string };
  items: { kind: string; productId: number; details: Record<string, unknown> }[];
  priceBreakdown: { remainingAmountToPay: number };
  issued: { kind: string; code: string; value: number }[];
}

for (const site of GIFT_SITES) {
  const { customise, from, offer, title, digital, method, confirmed, print, seeConfirmation } = WORDS[SITE_TABLE[site].language];
  test(`${site}: a digital single voucher from the offer page to its confirmation and code`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const product = new ProductPage(page);
    await product.open(site, paths(site).product(OFFER, { flow: 'gifting' }, 'giftAdult=2&giftNights=1'));
    await page.getByRole('button', { name: customise }).first().click();
    const fromField = page.getByLabel(from, { exact: true });
    await expect(fromField).toBeVisible({ timeout: 20_000 });
    await fromField.fill('Camille');
    await page.locator('#sf-main').getByRole('button', { name: offer, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?flow=gifting&giftType=SINGLEVOUCHER/, { timeout: 10_000 });

    // the summary: what is given, from whom, and its catalogue price
    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    await expect(checkout.title).toHaveText(title);
    const facts = checkout.root.getByTestId('gift-facts');
    await expect(facts).toContainText(digital);
    await expect(facts).toContainText('Camille');
    const listPrice = Number(await checkout.total.getAttribute('data-cents'));
    expect(listPrice).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // the buyer, then the PSP's test card that pays
    const labels = BUYER_LABELS[site]!;
    await checkout.fillBuyer(labels, { ...ANNE, ...SITE_BUYERS[site] });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    await expect(checkout.payButton).toBeVisible({ timeout: 15_000 });
    await checkout.root.getByRole('radio', { name: method }).check();
    await expect(checkout.total).toHaveAttribute('data-cents', String(listPrice));
    await checkout.payButton.click();

    // the confirmation: the reference and the voucher code, with its printable page
    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
    await expect(checkout.title).toHaveText(confirmed);
    const reference = await checkout.root.getByTestId('reference').textContent();
    expect(reference).toMatch(/^\d{8}$/);
    const code = (await checkout.root.getByTestId('issued-code').textContent())!;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const printLink = checkout.root.getByRole('link', { name: print });
    await expect(printLink).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // what the database holds for the order (read over HTTP with the order's secret) is what the page shows
    const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
    const secret = await checkout.orderSecret(orderUUID);
    const stored = await request.get(`http://localhost:${PORT}/gateway/purchase/orders/${orderUUID}?secret=${secret}`);
    expect(stored.ok()).toBeTruthy();
    const order = (await stored.json()) as StoredOrder;
    expect(order).toMatchObject({ reference, status: 'confirmed', buyer: { email: ANNE.email }, priceBreakdown: { remainingAmountToPay: listPrice } });
    expect(order.items).toEqual([expect.objectContaining({ kind: 'single_voucher', productId: OFFER, amount: listPrice, details: expect.objectContaining({ giftFormat: 'digital', nights: 1, fromName: 'Camille' }) })]);
    expect(order.issued).toEqual([expect.objectContaining({ kind: 'single_voucher', code })]);
    // the printable page is the API's, for this voucher
    const href = (await printLink.getAttribute('href'))!;
    // (the site's *.localhost name resolves in Chromium only: the same server on localhost)
    const url = new URL(href, page.url());
    const printable = await request.get(`http://localhost:${PORT}${url.pathname}${url.search}`);
    expect(printable.ok()).toBeTruthy();
    expect(printable.headers()['content-type']).toContain('text/html');
    expect(await printable.text()).toContain(code);

    // back to the gift checkout: the paid gift is not paid again
    await page.goBack();
    await expect(checkout.root.getByRole('link', { name: seeConfirmation })).toBeVisible({ timeout: 15_000 });
  });
}
