/**
 * A physical single voucher with sleeves (mf-gift set-up, issue #30 §1) bought to its confirmation, phone and
 * desktop, on two sites: the format, a single-choice sleeve (radio) and an extra (checkbox) are chosen on the set-up,
 * the gift checkout's breakdown shows the sleeves ('Options') and the shipping as the server priced them (Italy's
 * shipping costs are charged; France's are free, so no shipping line), the card pays it, the confirmation shows the
 * code, and the order read back over HTTP holds the format, the sleeves and the same amounts.
 */
import { expect, test } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage } from '../../pages/checkout-page';
import { axeViolations } from '../../support/axe';
import { PORT, originOf } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable. */
const OFFER = 100015;
const API = `http://localhost:${PORT}`;

const SITES = [
  {
    site: 'it_IT',
    gift: 'regalo',
    physical: /^Fisico/,
    sleeveTitle: 'Scegli la confezione',
    sleeve: /Cofanetto prestigio/,
    extra: /Nastro di raso/,
    from: 'Da parte di',
    offer: 'Regala',
    options: 'Opzioni',
    shipping: 'Spese di spedizione',
    physicalFact: 'Cofanetto fisico spedito per posta',
    buyer: { civility: 'Sig.ra', phone: '+39 06 1234 5678', postalCode: '00186', city: 'Roma', address: 'Via del Corso 12' },
    method: 'Pagamento accettato',
    confirmed: 'Grazie, il tuo ordine è confermato',
    money: (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`,
  },
  {
    site: 'fr_FR',
    gift: 'cadeau',
    physical: /^Physique/,
    sleeveTitle: 'Habillez votre coffret',
    sleeve: /Coffret prestige/,
    extra: /Ruban satiné/,
    from: 'De la part de',
    offer: 'Offrir',
    options: 'Options',
    shipping: 'Frais d’envoi',
    physicalFact: 'Coffret physique envoyé par la poste',
    buyer: { civility: 'Mme', phone: '06 12 34 56 78', postalCode: '75002', city: 'Paris', address: '12 rue de la Paix' },
    method: 'Paiement accepté',
    confirmed: 'Merci, votre commande est confirmée',
    money: (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`,
  },
] as const;

interface StoredOrder {
  status: string;
  items: { kind: string; productId: number; amount: number; details: Record<string, unknown> }[];
  priceBreakdown: { remainingAmountToPay: number; subElementsPrice: number; shippingCost: { amount: number; internationalFee: number } };
  issued: { kind: string; code: string }[];
}

for (const w of SITES) {
  test(`${w.site}: a physical voucher with sleeves, shipping and sleeves in the breakdown, to its confirmation`, async ({ page, request }) => {
    test.setTimeout(150_000);
    // what the server charges for the sleeves and the shipping of this site's country
    const { availableCustomSubElements: all } = (await (await request.get(`${API}/gateway/sub-elements/available-custom-sub-elements?locale=${w.site}`)).json()) as {
      availableCustomSubElements: { id: number; name: string; price: number }[];
    };
    const chosen = all.filter((s) => w.sleeve.test(s.name) || w.extra.test(s.name));
    expect(chosen).toHaveLength(2);
    const sleevesPrice = chosen.reduce((sum, s) => sum + s.price, 0);
    expect(sleevesPrice).toBeGreaterThan(0);
    const { amount: shipping } = (await (await request.get(`${API}/gateway/single-vouchers/shipping-costs?locale=${w.site}`)).json()) as { amount: number };

    await page.goto(`${originOf(w.site)}/${w.gift}/${OFFER}?flow=gifting#giftAdult=2&giftNights=1&giftFormat=digital`);
    const physical = page.getByRole('radio', { name: w.physical });
    await expect(physical).toBeVisible({ timeout: 20_000 });
    await physical.check();
    await expect(page.getByRole('heading', { name: w.sleeveTitle })).toBeVisible();
    await page.getByTestId('sleeves').getByRole('radio', { name: w.sleeve }).check();
    await page.getByTestId('sleeves').getByRole('checkbox', { name: w.extra }).check();
    await page.getByLabel(w.from, { exact: true }).fill('Giulia');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#sf-main').getByRole('button', { name: w.offer, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?flow=gifting&giftType=SINGLEVOUCHER/, { timeout: 10_000 });

    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    await expect(checkout.root.getByTestId('gift-facts')).toContainText(w.physicalFact);
    const labels = BUYER_LABELS[w.site]!;
    await checkout.fillBuyer(labels, { email: 'giulia.rossi@example.com', firstName: 'Giulia', lastName: 'Rossi', ...w.buyer });
    await checkout.root.getByRole('button', { name: labels.continue }).click();

    // the server's breakdown: the sleeves as 'Options', the shipping only where it costs something
    const breakdown = checkout.summary.locator('.sf-checkout-breakdown');
    const line = (name: string) => breakdown.locator('div').filter({ has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition');
    await expect(line(w.options)).toHaveText(w.money(sleevesPrice), { timeout: 15_000 });
    if (shipping) await expect(line(w.shipping)).toHaveText(w.money(shipping));
    else await expect(breakdown.getByText(w.shipping)).toHaveCount(0);
    const total = Number(await checkout.total.getAttribute('data-cents'));
    expect(await axeViolations(page)).toEqual([]);

    const orderUUID = await checkout.payAndConfirm(w.method);
    await expect(checkout.title).toHaveText(w.confirmed);
    const code = (await checkout.root.getByTestId('issued-code').textContent())!;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await expect(checkout.root.getByTestId('paid')).toHaveText(w.money(total));
    expect(await axeViolations(page)).toEqual([]);

    const order = await checkout.storedOrder<StoredOrder>(request, orderUUID);
    expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { remainingAmountToPay: total, subElementsPrice: sleevesPrice, shippingCost: { amount: shipping, internationalFee: 0 } } });
    expect(order.items).toEqual([
      expect.objectContaining({ kind: 'single_voucher', productId: OFFER, details: expect.objectContaining({ giftFormat: 'physical', fromName: 'Giulia', sleeves: expect.arrayContaining(chosen.map((s) => s.id)) }) }),
    ]);
    expect(total).toBe(order.items[0]!.amount + sleevesPrice + shipping);
    expect(order.issued).toEqual([expect.objectContaining({ kind: 'single_voucher', code })]);
  });
}
