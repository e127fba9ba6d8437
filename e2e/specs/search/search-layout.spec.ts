/**
 * mf-search as a visitor sees it, at a phone and a desktop width: the wishlist heart sits on the card's image
 * (not over its text), and the Filter action (with the count of active filters) opens the Filters modal by
 * keyboard, Escape closing it with the focus back, visibly, on the button.
 */
import { expect, test } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';

test('the wishlist heart sits on the card image, clear of the card text', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('es_ES', '/buscar?flow=gifting#a=2&c=0&b=0');
  await search.resultsHeading();
  const card = search.cards.first();
  await card.hover();
  const gallery = await card.locator('.sf-search-card__gallery').boundingBox();
  const heart = await card.getByRole('button', { name: /^Añadir .* a mi lista de deseos$/ }).boundingBox();
  const title = await card.getByRole('heading').boundingBox();
  expect(gallery && heart && title).toBeTruthy();
  // inside the image, at its top right
  expect(heart!.y).toBeGreaterThanOrEqual(gallery!.y);
  expect(heart!.y + heart!.height).toBeLessThanOrEqual(gallery!.y + gallery!.height);
  expect(heart!.x + heart!.width).toBeLessThanOrEqual(gallery!.x + gallery!.width);
  expect(heart!.x).toBeGreaterThan(gallery!.x + gallery!.width / 2);
  expect(heart!.y + heart!.height).toBeLessThanOrEqual(title!.y);
});

test('Filter with its count opens the Filters modal by keyboard; Escape closes it and the focus is back, visible', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0&stars=4,5');
  await search.resultsHeading();
  const filter = page.getByRole('button', { name: 'Filtrer (2)' });
  await filter.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Filtres' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: '4 étoiles' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(filter).toBeFocused();
  expect(await filter.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
});
