/**
 * A gift box bought from the box listing to its confirmation (mf-gift boxes, issue #30 §2, then the gift checkout),
 * phone and desktop, on two sites: listing → a box's page → Offer → the format modal (the e-box) → the gift checkout,
 * which names the box and prices it as the box API does → the PSP's test card → the confirmation with the box's
 * code; the order read back over HTTP holds the box, its format and the same code and amount.
 */
import { expect, test } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage } from '../../pages/checkout-page';
import { axeViolations } from '../../support/axe';
import { PORT, originOf } from '../../support/env';

const API = `http://localhost:${PORT}`;

const SITES = [
  {
    site: 'fr_FR',
    gift: 'cadeau',
    boxes: 'Coffrets cadeaux',
    offer: 'Offrir',
    format: 'Choisissez le format',
    digital: /^Numérique/,
    confirm: 'Valider',
    kind: 'Coffret cadeau',
    buyer: { civility: 'Mme', phone: '06 12 34 56 78', postalCode: '69002', city: 'Lyon', address: '3 place Bellecour' },
    method: 'Paiement accepté',
    confirmed: 'Merci, votre commande est confirmée',
  },
  {
    site: 'nl_BE',
    gift: 'nl/cadeau',
    boxes: 'Cadeauboxen',
    offer: 'Cadeau geven',
    format: 'Kies de vorm',
    digital: /^Digitaal/,
    confirm: 'Bevestigen',
    kind: 'Cadeaubox',
    buyer: { civility: 'Mevr.', phone: '0470 12 34 56', postalCode: '1000', city: 'Brussel', address: 'Grote Markt 1' },
    method: 'Betaling geaccepteerd',
    confirmed: 'Bedankt, je bestelling is bevestigd',
  },
] as const;

interface StoredOrder {
  reference: string;
  status: string;
  items: { kind: string; productId: number; amount: number; details: Record<string, unknown> }[];
  priceBreakdown: { remainingAmountToPay: number };
  issued: { kind: string; code: string; value: number }[];
}

for (const w of SITES) {
  test(`${w.site}: a box from the listing, its page, the format modal and the gift checkout to its confirmation and code`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.goto(`${originOf(w.site)}/${w.gift}`);
    await expect(page.getByRole('heading', { level: 1, name: w.boxes })).toBeVisible({ timeout: 20_000 });
    // a different box for the phone and the desktop run
    const link = page.locator('#sf-main').getByRole('list').getByRole('link').nth(test.info().project.name === 'phone' ? 0 : 1);
    const code = (await link.getAttribute('href'))!.split('/').pop()!;
    expect(code).toMatch(/EBOX$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${code}$`));
    await expect(page.getByTestId('box-price')).toBeVisible({ timeout: 20_000 });
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const box = (await (await request.get(`${API}/gateway/boxes/${code}/product-detail?locale=${w.site}`)).json()) as { title: string; price: { sellPrice: number } };
    expect(title).toBe(box.title);

    await page.locator('#sf-main').getByRole('button', { name: w.offer, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.format });
    await dialog.getByRole('radio', { name: w.digital }).check();
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?flow=gifting&giftType=BOX&giftFormat=digital&code=${code}$`), { timeout: 10_000 });

    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    await expect(checkout.summary.getByRole('heading', { level: 2 })).toHaveText(box.title);
    await expect(checkout.total).toHaveAttribute('data-cents', String(box.price.sellPrice));
    expect(await axeViolations(page)).toEqual([]);
    const labels = BUYER_LABELS[w.site]!;
    await checkout.fillBuyer(labels, { email: 'marie.peeters@example.com', firstName: 'Marie', lastName: 'Peeters', ...w.buyer });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    const orderUUID = await checkout.payAndConfirm(w.method);

    await expect(checkout.title).toHaveText(w.confirmed);
    const gifts = checkout.root.getByTestId('confirmation-gifts');
    await expect(gifts).toContainText(w.kind);
    const issued = (await gifts.getByTestId('issued-code').textContent())!;
    expect(issued).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(await axeViolations(page)).toEqual([]);

    const order = await checkout.storedOrder<StoredOrder>(request, orderUUID);
    expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { remainingAmountToPay: box.price.sellPrice } });
    expect(order.reference).toBe(await checkout.root.getByTestId('reference').textContent());
    expect(order.items).toEqual([expect.objectContaining({ kind: 'box', amount: box.price.sellPrice, details: expect.objectContaining({ code, format: 'ebox' }) })]);
    expect(order.issued).toEqual([expect.objectContaining({ kind: 'box', code: issued })]);
    // the box's code is a beneficiary's: it opens the redemption of that box's stays
    const cover = await request.get(`${API}/gateway/beneficiary/vouchers/${issued}`);
    expect(cover.ok()).toBeTruthy();
    expect(await cover.json()).toMatchObject({ kind: 'box', boxCode: code });
  });
}
