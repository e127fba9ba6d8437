/**
 * The newsletter pop-up in real time: 10 s after an internal navigation onto home/search, subscribing closes it and
 * sets the acquisition cookie, after which it no longer appears. (The exact timings are unit-tested with fake timers.)
 */
import { expect, test } from '@playwright/test';
import { ContentPage } from '../../pages/content-page';

test.describe.configure({ timeout: 60_000 });

test('es_ES: pop-up after an internal navigation, subscription, then never again', async ({ page, context }) => {
  const home = new ContentPage(page);
  await home.open('es_ES', '/contact');
  const navigatedAt = Date.now();
  await home.navigate('/');
  await expect(home.announcement).toBeVisible();
  await page.waitForTimeout(Math.max(0, 5_000 - (Date.now() - navigatedAt)));
  await expect(home.newsletterPopup).toHaveCount(0);
  await expect(home.newsletterPopup).toBeVisible({ timeout: 10_000 });
  // 10 s after the navigation (the timer starts when the banners application mounts)
  expect(Date.now() - navigatedAt).toBeGreaterThanOrEqual(9_900);
  const email = `popup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.es`;
  await home.newsletterPopup.getByLabel('Tu dirección de e-mail').fill(email);
  const subscribed = page.waitForResponse((r) => r.url().includes('/marketing/newsletter'));
  await home.newsletterPopup.getByRole('button', { name: 'Suscribirme' }).click();
  expect((await subscribed).status()).toBe(201);
  await expect(home.newsletterPopup.getByRole('status')).toHaveText('¡Gracias! Tu suscripción está confirmada.');
  await expect(home.newsletterPopup).toHaveCount(0, { timeout: 3_000 });
  expect((await context.cookies()).some((c) => c.name === 'sf_newsletter_acquisition')).toBe(true);
  // with the acquisition cookie the pop-up no longer appears
  await home.navigate('/buscar?flow=booking');
  await page.waitForTimeout(11_000);
  await expect(home.newsletterPopup).toHaveCount(0);
});

test('no pop-up on the first page loaded', async ({ page }) => {
  const home = new ContentPage(page);
  await home.open('fr_FR', '/');
  await expect(home.announcement).toBeVisible();
  await page.waitForTimeout(11_000);
  await expect(home.newsletterPopup).toHaveCount(0);
});
