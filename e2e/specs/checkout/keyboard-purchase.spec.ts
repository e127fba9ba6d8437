/**
 * A keyboard-only purchase (issue #29's test list), phone and desktop: a stay's checkout from the buyer's e-mail to
 * the confirmation page with Tab, typing, arrows, Space and Enter only; no click anywhere. The paid order is read back.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage, stayDatesFor } from '../../pages/checkout-page';

/** Offer 100016 (small catalogue) has no activity needing a date; slot 11 is this spec's. */
const OFFER = 100016;

/** Presses Tab until `target` has the focus (the page's own tab order, nothing skipped by script). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Tabs into a radio group, then moves with the arrow keys (Space on the choice itself) until `choice` is checked; the
 * focus stays in the group while the order is priced again after each choice (`settled`).
 */
async function chooseRadio(page: Page, group: Locator, choice: Locator, settled: () => Promise<void> = async () => undefined): Promise<void> {
  await expect(group.first()).toBeVisible({ timeout: 15_000 });
  const inGroup = () => group.evaluateAll((radios) => radios.includes(document.activeElement as HTMLInputElement));
  for (let j = 0; j < 80 && !(await inGroup()); j++) await page.keyboard.press('Tab');
  for (let i = 0; i < 6 && !(await choice.isChecked()); i++) {
    await page.keyboard.press((await choice.evaluate((el) => el === document.activeElement)) ? 'Space' : 'ArrowDown');
    await settled();
    expect(await inGroup(), 'the focus stays on the radio group').toBe(true);
  }
  await expect(choice).toBeChecked();
}

test('fr_FR: a stay bought with the keyboard only, from the e-mail field to the confirmation', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const dates = await stayDatesFor(request, testInfo, 'fr_FR', OFFER, 11);
  const checkout = new CheckoutPage(page);
  const labels = BUYER_LABELS.fr_FR!;
  await checkout.open('fr_FR', `/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&id=${OFFER}&offerId=${OFFER}`);
  await checkout.summaryShown();
  const stay = Number(await checkout.total.getAttribute('data-cents'));

  const typeInto = async (label: string, value: string) => {
    await tabTo(page, checkout.field(label));
    await page.keyboard.type(value);
  };
  await typeInto(labels.email, `keyboard.${testInfo.project.name}@example.com`);
  await chooseRadio(page, checkout.root.getByRole('group', { name: 'Civilité' }).getByRole('radio'), checkout.root.getByRole('radio', { name: 'Mme', exact: true }));
  await typeInto(labels.firstName, 'Anne');
  await typeInto(labels.lastName, 'Martin');
  await typeInto(labels.phone, '06 12 34 56 78');
  await typeInto(labels.address, '12 rue de la Paix');
  await typeInto(labels.postalCode, '75002');
  await typeInto(labels.city, 'Paris');
  await tabTo(page, checkout.root.getByRole('button', { name: labels.continue }));
  await page.keyboard.press('Enter');

  // the options and the payment, once the server priced the order: the pay button is enabled once the options step
  // shows, so whether it asks about insurance (a required choice) is known then, not while its chunk still loads
  await expect(checkout.payButton).toBeEnabled({ timeout: 15_000 });
  const insurance = checkout.root.getByRole('radio', { name: /^Non merci/ });
  // each choice is priced again by the server: the pay button waits for its answer
  const priced = () => expect(checkout.payButton).toBeEnabled({ timeout: 15_000 });
  if (await insurance.count()) await chooseRadio(page, checkout.root.locator('input[type="radio"][name="insurance"]'), insurance, priced);
  const method = checkout.root.getByRole('radio', { name: 'Paiement accepté' });
  await chooseRadio(page, checkout.root.locator(`input[type="radio"][name="${await method.getAttribute('name')}"]`), method, priced);
  await expect(checkout.payButton).toBeEnabled({ timeout: 15_000 });
  await tabTo(page, checkout.payButton);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
  await expect(checkout.title).toHaveText('Merci, votre réservation est confirmée');
  const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
  const order = await checkout.storedOrder<{ status: string; buyer: { email: string }; priceBreakdown: { itemsAmount: number } }>(request, orderUUID);
  expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { itemsAmount: stay } });
});
