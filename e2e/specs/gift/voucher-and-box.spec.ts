/**
 * The single voucher set-up and the gift boxes (mf-gift, issue #30 §1-2) on the real storefront, phone and desktop,
 * in two sites: 'Customise your gift' on an offer page leads to the set-up, whose digital voucher is handed over to
 * the gift checkout; the physical format shows its sleeves; a box chosen on the listing is handed over with its format
 * and code. Axe finds no WCAG 2.2 AA violation on these pages.
 */
import { expect, test } from '@playwright/test';
import { GIFT_CHECKOUT_KEY } from '@storefront/contracts';
import { ProductPage } from '../../pages/product-page';
import { axeViolations } from '../../support/axe';
import { originOf } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable. */
const OFFER = 100015;

const WORDS = {
  fr_FR: { product: 'sejour', gift: 'cadeau', customise: 'Personnaliser mon cadeau', from: 'De la part de', offer: 'Offrir', physical: /Physique/, boxes: 'Coffrets cadeaux', confirm: 'Valider', format: 'Choisissez le format' },
  nl_BE: { product: 'nl/verblijf', gift: 'nl/cadeau', customise: 'Mijn cadeau personaliseren', from: 'Van', offer: 'Cadeau geven', physical: /Fysiek/, boxes: 'Cadeauboxen', confirm: 'Bevestigen', format: 'Kies de vorm' },
} as const;

const stored = (page: import('@playwright/test').Page) => page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null'), GIFT_CHECKOUT_KEY);

for (const site of ['fr_FR', 'nl_BE'] as const) {
  const w = WORDS[site];

  test(`${site}: a digital single voucher from the offer page to the gift checkout`, async ({ page }) => {
    test.setTimeout(90_000);
    const product = new ProductPage(page);
    await product.open(site, `/${w.product}/${OFFER}?flow=gifting#giftAdult=2&giftNights=1`);
    await page.getByRole('button', { name: w.customise }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${w.gift}/${OFFER}\\?flow=gifting#`));
    const from = page.getByLabel(w.from, { exact: true });
    await expect(from).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await from.fill('Anne');
    await page.locator('#sf-main').getByRole('button', { name: w.offer, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?flow=gifting&giftType=SINGLEVOUCHER$/, { timeout: 10_000 });
    expect(await stored(page)).toMatchObject({ giftType: 'SINGLEVOUCHER', item: { singleVoucherItem: { offerId: OFFER, giftFormat: 'digital', fromName: 'Anne' } } });
  });

  test(`${site}: a box chosen on the listing goes to the gift checkout with its format and code`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${originOf(site)}/${w.gift}`);
    await expect(page.getByRole('heading', { level: 1, name: w.boxes })).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    const first = page.locator('#sf-main').getByRole('list').getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    const code = href.split('/').pop()!;
    await first.click();
    // the listing's heading stays until the detail page replaces it: wait for the detail's price panel
    await expect(page).toHaveURL(new RegExp(`${code}$`));
    await expect(page.getByTestId('box-price')).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#sf-main').getByRole('button', { name: w.offer, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.format });
    await dialog.getByRole('radio', { name: w.physical }).check();
    // the physical format is the same box sold under its '-BOX' code: the path's code segment and giftFormat change
    const physical = code.replace(/EBOX$/, 'BOX');
    await expect(page).toHaveURL(new RegExp(`/${physical}\\?giftFormat=physical$`));
    await expect(dialog.getByRole('button', { name: w.confirm })).toBeEnabled();
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?flow=gifting&giftType=BOX&giftFormat=physical&code=${physical}$`), { timeout: 10_000 });
    expect(await stored(page)).toMatchObject({ giftType: 'BOX', item: { boxItem: { code: physical } } });
  });
}

test('fr_FR: the physical voucher shows its sleeves', async ({ page }) => {
  await page.goto(`${originOf('fr_FR')}/cadeau/${OFFER}?flow=gifting#giftAdult=2&giftNights=1&giftFormat=digital`);
  const physical = page.getByRole('radio', { name: /Physique/ });
  await expect(physical).toBeVisible({ timeout: 20_000 });
  await physical.check();
  await expect(page).toHaveURL(/giftFormat=physical/);
  await expect(page.getByRole('heading', { name: 'Habillez votre coffret' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
