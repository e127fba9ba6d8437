/** mf-content: the default experiment promo banner forced with ?xp=, and a contact case sent by a customer-care agent. */
import { expect, test } from '@playwright/test';
import { ContentPage } from '../../pages/content-page';
import { originOf } from '../../support/env';

test("fr_FR: the 'extra10' variant of the promo banner experiment leads the booking promo bar with '10% extra'", async ({ page }) => {
  const home = new ContentPage(page);
  await home.open('fr_FR', '/?xp=promoBanner:extra10');
  const experiment = home.promoBar.locator('li[data-experiment="extra10"]');
  await expect(experiment.getByRole('link')).toHaveText('10 % de réduction supplémentaire sur une sélection de séjours');
  await expect(home.promoBar.getByRole('link').first()).toHaveText('10 % de réduction supplémentaire sur une sélection de séjours');
  await home.open('fr_FR', '/?xp=promoBanner:control');
  await expect(home.promoBar.getByRole('link').first()).toBeVisible();
  await expect(home.promoBar.locator('li[data-experiment]')).toHaveCount(0);
});

test('fr_FR customer-care mode: the agent sends a case without any captcha work, accepted for the verified agent', async ({ page }) => {
  const contact = new ContentPage(page);
  const ccOrigin = originOf('fr_FR').replace('://', '://cc.');
  const challenges: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/gateway/captcha/challenge')) challenges.push(r.url());
  });
  await page.goto(`${ccOrigin}/customer-care/login?origin=/contact`);
  await contact.ready();
  await contact.signInAsAgent();
  await expect(contact.header).toContainText('Mode service client');
  await contact.main.getByRole('button', { name: 'Laissez-nous un message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motif de votre demande').selectOption('avv_info');
  await dialog.getByLabel('Nom et prénom').fill('Zoé Martin');
  await dialog.getByLabel('E-mail').fill('zoe@example.fr');
  await dialog.getByLabel('Téléphone').fill('06 12 34 56 78');
  await dialog.getByLabel('Votre message').fill('Question avant réservation.');
  const created = page.waitForResponse((r) => r.url().includes('/gateway/contact/cases') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  const response = await created;
  expect(response.request().postDataJSON()).not.toHaveProperty('captcha');
  expect(response.status()).toBe(201);
  await expect(page).toHaveURL(/\/contact\?ref=contact_thank_you$/);
  expect(challenges).toEqual([]);
});
