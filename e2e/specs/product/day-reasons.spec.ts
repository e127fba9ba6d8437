/**
 * Why a day cannot be chosen (issue #34 §5), in the offer page's booking calendar (mf-search's calendar over
 * federation) on two sites: a day the availability refuses and a past day read their reason in their accessible
 * name, and show it in a tip on hover and on keyboard focus.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { ProductPage } from '../../pages/product-page';
import { PORT } from '../../support/env';

const OFFER = 100015;

const SITES = [
  { site: 'fr_FR', offerPath: `/sejour/${OFFER}`, chooseDates: /Choisir mes dates/, words: { soldOut: 'Complet', closed: 'Fermé ce jour-là', past: 'Date passée' } },
  { site: 'nl_NL', offerPath: `/verblijf/${OFFER}`, chooseDates: /Mijn data kiezen/, words: { soldOut: 'Volgeboekt', closed: 'Gesloten op deze dag', past: 'Datum in het verleden' } },
] as const;

interface Day {
  day: string;
  unavailableReason?: string | null;
}

/** Desktop shows two months with a next button; phones scroll. */
async function reveal(page: Page, dialog: Locator, day: Locator): Promise<void> {
  for (let i = 0; i < 13 && !(await day.isVisible().catch(() => false)); i++) {
    const next = dialog.getByRole('button', { name: /suivant|volgende/i }).first();
    if ((await next.isVisible().catch(() => false)) && (await next.isEnabled())) await next.click({ timeout: 5000 });
    else await day.scrollIntoViewIfNeeded().catch(() => undefined);
  }
  await day.scrollIntoViewIfNeeded();
}

for (const { site, offerPath, chooseDates, words } of SITES) {
  test(`${site}: a disabled day says why in its accessible name, on hover and on keyboard focus`, async ({ page, request }) => {
    test.setTimeout(90_000);
    // the days the availability refuses, from the same API the calendar reads
    const res = await request.get(`http://localhost:${PORT}/api/weekend/${OFFER}/availabilities.json?locale=${site}&length=3`);
    expect(res.ok()).toBeTruthy();
    const days = ((await res.json()) as { days: Day[] }).days;
    const refused = days.find((d) => d.unavailableReason === 'soldOut' || d.unavailableReason === 'closed');
    expect(refused, 'a sold-out or closed day in the next three months').toBeTruthy();
    const past = days.find((d) => d.unavailableReason === 'past');

    const product = new ProductPage(page);
    await product.open(site as SiteCode, offerPath);
    await expect(product.booking).toBeVisible();
    await product.booking.getByRole('button', { name: chooseDates }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('button[data-day]').first()).toBeVisible({ timeout: 20_000 });

    if (past) {
      const cell = dialog.locator(`button[data-day="${past.day}"]`);
      await reveal(page, dialog, cell);
      await expect(cell).toHaveAccessibleName(new RegExp(`, ${words.past}$`));
      await expect(cell).toHaveAttribute('aria-disabled', 'true');
    }

    const reason = words[refused!.unavailableReason as 'soldOut' | 'closed'];
    const cell = dialog.locator(`button[data-day="${refused!.day}"]`);
    await reveal(page, dialog, cell);
    await expect(cell).toHaveAccessibleName(new RegExp(`, ${reason}$`));
    await expect(cell).toHaveAttribute('aria-disabled', 'true');
    // the tip is beside the button (a button's visible text must be part of its name)
    const tip = cell.locator('xpath=following-sibling::*[contains(@class, "sf-ui-day__why")]');
    // the pointer left where the calendar was opened could rest over the day once it scrolled into view
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await cell.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(reason);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    // keyboard focus: from the neighbouring day back onto it with the arrows
    await cell.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(cell).toBeFocused();
    await expect(tip).toBeVisible();
    // choosing it does nothing: still no check-in
    await page.keyboard.press('Enter');
    await expect(cell).not.toHaveClass(/sf-search-day--selected/);
  });
}
