/**
 * The gift card customisation (mf-gift, issue #30 §3) on the real storefront, phone and desktop, in two sites: a card
 * scheduled for a later date is handed over to the gift checkout (address and the tab's stored order item, as
 * @storefront/contracts gift-checkout.ts defines them); errors by keyboard; axe with no WCAG 2.2 AA violation.
 */
import { expect, test } from '@playwright/test';
import { GIFT_CHECKOUT_KEY } from '@storefront/contracts';
import { GiftCardPage, type GiftCardLanguage } from '../../pages/gift-card-page';
import { axeViolations } from '../../support/axe';

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

for (const [site, language, amount, previewAmount] of [
  ['fr_FR', 'fr', /^100\s€$/, /100\s€/],
  ['es_ES', 'es', /^50\s€$/, /50\s€/],
] as const) {
  test(`${site}: a gift card scheduled for a later date reaches the gift checkout`, async ({ page }) => {
    const card = new GiftCardPage(page);
    await card.open(site, '/giftcard/customization');
    await card.shown(language as GiftCardLanguage);
    await card.amount(amount).check();
    await page.getByRole('radio', { name: card.labels.birthday }).check();
    await card.from.fill('Anne');
    await card.message.fill('Pour tes 30 ans');
    await card.recipientName.fill('Léa');
    await card.recipientEmail.fill('lea@example.com');
    await card.later.check();
    const date = inDays(20);
    await card.day.fill(date);
    await expect(card.preview).toContainText('Léa');
    await expect(card.preview).toContainText(previewAmount);
    await card.continue.click();
    await expect(page).toHaveURL(/\/checkout\?flow=gifting&giftType=GIFTCARD$/, { timeout: 10_000 });
    const stored = await page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null'), GIFT_CHECKOUT_KEY);
    expect(stored).toMatchObject({ giftType: 'GIFTCARD', item: { giftCardItem: { design: 'birthday', fromName: 'Anne', recipient: { name: 'Léa', email: 'lea@example.com' }, deliveryDate: date } } });
  });
}

test('fr_FR: errors by keyboard, tied to their fields; axe finds no WCAG 2.2 AA violation', async ({ page }) => {
  const card = new GiftCardPage(page);
  await card.open('fr_FR', '/giftcard/customization');
  await card.shown('fr');
  expect(await axeViolations(page)).toEqual([]);
  await card.continue.focus();
  await page.keyboard.press('Enter');
  await expect(card.from).toBeFocused();
  await expect(card.from).toHaveAccessibleDescription('Champ obligatoire');
  await expect(card.recipientEmail).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
