/** 'Too late!' for an unpublished offer (§2.2) and an activity bought for own use (§2.7), on the real API. */
import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';

test('fr_FR: an expired offer shows Too late! and leads to the hotel offers', async ({ page }) => {
  const product = new ProductPage(page);
  // 100004 is unpublished in the small catalogue (hotel 1000)
  await product.open('fr_FR', '/sejour/100004');
  await expect(product.root.getByRole('heading', { name: 'Trop tard !' })).toBeVisible();
  await expect(product.root.getByText('Cette offre a expiré… Heureusement, nous avons d’autres séjours à vous proposer.')).toBeVisible();
  expect(await product.robots()).toContain('noindex');
  await product.root.getByRole('link', { name: 'Voir les autres offres de l’hôtel' }).click();
  await expect(page).toHaveURL(/\/hotel\/1000#hotel=1000$/);
  // the hotel page opens on its offers
  await expect(product.root.locator('#sf-product-offers-title')).toBeInViewport();
});

test('it_IT: an activity bought for own use goes to checkout with customType=OWN_USE', async ({ page }) => {
  const product = new ProductPage(page);
  // 700015 has prices for 1 and 2 adults: a=9 is clamped to 2
  await product.open('it_IT', '/esperienza/700015#a=9');
  await expect(product.title).toBeVisible();
  await expect(product.root.getByText('Prezzo per 2 persone')).toBeVisible();
  await product.booking.getByRole('button', { name: 'Acquista per me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acquista questa esperienza per me' });
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(page).toHaveURL(/\/checkout\?customType=OWN_USE&flow=activity#id=700015&pax=2$/);
});

test('fr_FR: an unpublished activity shows the notice with a button to the search', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('fr_FR', '/activite/700010');
  await expect(product.root.getByText('Cette offre a expiré… Par chance, nous avons d’autres séjours à vous proposer.')).toBeVisible();
  await expect(product.root.getByRole('button', { name: 'Offrir' })).toHaveCount(0);
});
