/** The newsletter pop-up: 10 s after an internal navigation onto home/search, subscribing closes it and sets the cookie. */
import { expect, test } from '@playwright/test';
import { ContentPage } from '../../pages/content-page';

test('es_ES: pop-up after an internal navigation, subscription, then never again', async ({ page, context }) => {
  await page.clock.install();
  const home = new ContentPage(page);
  await home.open('es_ES', '/contact');
  await home.navigate('/');
  await expect(home.jumbotronTitle).toBeVisible();
  // the banners application (which owns the pop-up) is mounted: the 10 s start now
  await expect(home.announcement).toBeVisible();
  // not at once (the exact 10 s are unit-tested with fake timers)
  await expect(home.newsletterPopup).toHaveCount(0);
  await page.clock.fastForward(10_000);
  // (the pop-up's timer starts in an effect right after the banners render: step on until it fires)
  await expect(async () => {
    await page.clock.fastForward(500);
    await expect(home.newsletterPopup).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  const email = `popup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.es`;
  await home.newsletterPopup.getByLabel('Tu dirección de e-mail').fill(email);
  const subscribed = page.waitForResponse((r) => r.url().includes('/marketing/newsletter'));
  await home.newsletterPopup.getByRole('button', { name: 'Suscribirme' }).click();
  expect((await subscribed).status()).toBe(201);
  await expect(home.newsletterPopup.getByRole('status')).toHaveText('¡Gracias! Tu suscripción está confirmada.');
  await page.clock.fastForward(1_300);
  await expect(home.newsletterPopup).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === 'sf_newsletter_acquisition')).toBe(true);
  // with the acquisition cookie the pop-up no longer appears
  await home.navigate('/buscar?flow=booking');
  await page.clock.fastForward(15_000);
  await expect(home.newsletterPopup).toHaveCount(0);
});

test('no pop-up on the first page loaded', async ({ page }) => {
  await page.clock.install();
  const home = new ContentPage(page);
  await home.open('fr_FR', '/');
  await expect(home.jumbotronTitle).toBeVisible();
  await expect(home.announcement).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(home.newsletterPopup).toHaveCount(0);
});
