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

test('nl_BE: footer block with its title, domain suggestion, subscription, and the CMS legal links (data protection page, conditions of use)', async ({ page }) => {
  const home = new ContentPage(page);
  await home.open('nl_BE', '/nl/contact');
  await home.footer.scrollIntoViewIfNeeded();
  const block = home.footerNewsletter;
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Ontvang onze beste aanbiedingen');
  const input = block.getByLabel('Je e-mailadres');
  await input.fill(`footer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@gmial.com`);
  await input.blur();
  await block.getByRole('button', { name: 'Bedoel je @gmail.com?' }).click();
  await expect(input).toHaveValue(/@gmail\.com$/);
  const subscribed = page.waitForResponse((r) => r.url().includes('/gateway/marketing/newsletter') && r.request().method() === 'POST');
  await block.getByRole('button', { name: 'Inschrijven' }).click();
  const response = await subscribed;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ country: 'BE', language: 'nl', source: 'footer' });
  await expect(block.getByRole('status')).toHaveText('Bedankt! Je inschrijving is bevestigd.');
  // the CMS footer's newsletter legal links
  const legal = block.getByRole('list', { name: 'Juridische informatie' });
  await expect(legal.getByRole('link', { name: 'Algemene gebruiksvoorwaarden' })).toHaveAttribute('href', '/nl/info/algemene-gebruiksvoorwaarden');
  await legal.getByRole('link', { name: 'Gegevensbescherming' }).click();
  await expect(page).toHaveURL(/\/nl\/info\/gegevensbescherming$/);
  await expect(home.main.getByRole('heading', { level: 1 })).toHaveText('Bescherming van persoonsgegevens');
});

