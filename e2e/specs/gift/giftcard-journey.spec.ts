/**
 * A gift card scheduled for a later date (mf-gift /giftcard/customization, issue #30 §3) bought to its confirmation,
 * phone and desktop, on two sites: the card's amount, design, words, recipient and a delivery date 20 days ahead are
 * handed to the gift checkout, whose summary names the recipient and the date; paid with the PSP's test card, the
 * confirmation shows the card's code; the order read back over HTTP stores the delivery date, and the recipient's
 * e-mail waits in the outbox (GET /gateway/dev/outbox) for that day instead of being sent.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage } from '../../pages/checkout-page';
import { GiftCardPage } from '../../pages/gift-card-page';
import { axeViolations } from '../../support/axe';
import { PORT } from '../../support/env';

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const SITES = [
  {
    site: 'fr_FR',
    language: 'fr',
    amount: /^100\s€$/,
    cents: 10_000,
    recipient: 'Léa',
    sentOn: 'Envoyée le',
    buyer: { civility: 'Mme', phone: '06 12 34 56 78', postalCode: '75002', city: 'Paris', address: '12 rue de la Paix' },
    method: 'Paiement accepté',
    confirmed: 'Merci, votre commande est confirmée',
    kind: 'Carte cadeau',
  },
  {
    site: 'es_ES',
    language: 'es',
    amount: /^50\s€$/,
    cents: 5_000,
    recipient: 'Lucía',
    sentOn: 'Se envía el',
    buyer: { civility: 'Sra.', phone: '612 34 56 78', postalCode: '28013', city: 'Madrid', address: 'Calle Mayor 1' },
    method: 'Pago aceptado',
    confirmed: 'Gracias, tu pedido está confirmado',
    kind: 'Tarjeta regalo',
  },
] as const;

interface StoredOrder {
  status: string;
  items: { kind: string; amount: number; details: Record<string, unknown> }[];
  priceBreakdown: { remainingAmountToPay: number };
  issued: { kind: string; code: string; value: number }[];
}

for (const w of SITES) {
  test(`${w.site}: a gift card scheduled for a later date: paid, its date stored, its e-mail not sent yet`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const recipientEmail = `recipient.${randomUUID().slice(0, 8)}@example.com`;
    const date = inDays(20);
    const card = new GiftCardPage(page);
    await card.open(w.site, '/giftcard/customization');
    await card.shown(w.language);
    await card.amount(w.amount).check();
    await page.getByRole('radio', { name: card.labels.birthday }).check();
    await card.from.fill('Anne');
    await card.message.fill('Joyeux anniversaire !');
    await card.recipientName.fill(w.recipient);
    await card.recipientEmail.fill(recipientEmail);
    await card.later.check();
    await card.day.fill(date);
    await card.continue.click();
    await expect(page).toHaveURL(/\/checkout\?flow=gifting&giftType=GIFTCARD$/, { timeout: 10_000 });

    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    const facts = checkout.root.getByTestId('gift-facts');
    await expect(facts).toContainText(recipientEmail);
    await expect(facts).toContainText(w.sentOn);
    await expect(checkout.total).toHaveAttribute('data-cents', String(w.cents));
    expect(await axeViolations(page)).toEqual([]);
    const labels = BUYER_LABELS[w.site]!;
    await checkout.fillBuyer(labels, { email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin', ...w.buyer });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    const orderUUID = await checkout.payAndConfirm(w.method);

    await expect(checkout.title).toHaveText(w.confirmed);
    await expect(checkout.root.getByTestId('confirmation-gifts')).toContainText(w.kind);
    const code = (await checkout.root.getByTestId('issued-code').textContent())!;
    expect(code.length).toBeGreaterThan(8);
    expect(await axeViolations(page)).toEqual([]);

    const order = await checkout.storedOrder<StoredOrder>(request, orderUUID);
    expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { remainingAmountToPay: w.cents } });
    expect(order.items).toEqual([
      expect.objectContaining({ kind: 'gift_card', amount: w.cents, details: expect.objectContaining({ design: 'birthday', deliveryDate: date, recipient: { name: w.recipient, email: recipientEmail } }) }),
    ]);
    expect(order.issued).toEqual([expect.objectContaining({ kind: 'gift_card', code, value: w.cents })]);

    // the recipient's e-mail is in the outbox, due on the delivery day (its start on the site's clock), not sent
    const outbox = await (await request.get(`http://localhost:${PORT}/gateway/dev/outbox`)).text();
    const rows = outbox.split('<tr>').filter((row) => row.includes(recipientEmail));
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toContain('sent ');
    const due = /due (\S+?)<\/td>/.exec(rows[0]!)?.[1];
    expect(due, 'the message waits for a date').toBeTruthy();
    const hoursFromDay = (Date.parse(due!) - Date.parse(`${date}T00:00:00Z`)) / 3_600_000;
    expect(Math.abs(hoursFromDay)).toBeLessThanOrEqual(14); // midnight in the site's time zone
  });
}
