/** Contact page: the 'Leave us a message' form with the ALTCHA captcha ends as a case stored by the API. */
import { expect, test } from '@playwright/test';
import { SITE_CODES, SITES, paths, type SiteCode } from '@storefront/contracts';
import { ContentPage } from '../../pages/content-page';

test('fr_FR: a contact submission creates a stored case and shows the thank-you page', async ({ page }) => {
  const contact = new ContentPage(page);
  // the captcha is self-hosted: nothing is fetched from another host (it works offline)
  const foreign: string[] = [];
  page.on('request', (r) => {
    const { protocol, hostname } = new URL(r.url());
    if (/^https?:$/.test(protocol) && hostname !== 'localhost' && !hostname.endsWith('.localhost')) foreign.push(r.url());
  });
  await contact.open('fr_FR', '/contact');
  await expect(contact.main.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  // the site name ends the title, like the other pages ('... | Week-end Stays')
  await expect(page).toHaveTitle('Contactez-nous | Week-end Stays');
  await expect(contact.main.getByRole('link', { name: 'Modifier ma réservation' })).toHaveAttribute('href', '/account/trips#booking=modify');
  // chat hidden: no messenger app id in development
  await expect(contact.main.getByTestId('contact-chat')).toHaveCount(0);
  await contact.main.getByRole('button', { name: 'Laissez-nous un message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motif de votre demande').selectOption('modification');
  await dialog.getByLabel(/^Numéro de réservation/).fill('1234');
  await dialog.getByLabel('Nom et prénom').click();
  await expect(dialog.getByText('Le numéro de réservation est composé de 8 chiffres')).toBeVisible();
  await dialog.getByLabel(/^Numéro de réservation/).fill('12345678');
  await dialog.getByLabel('Nom et prénom').fill('Zoé Martin');
  await dialog.getByLabel('E-mail').fill('zoe@gmial.com');
  await dialog.getByLabel('Téléphone').click();
  await dialog.getByRole('button', { name: 'Vous voulez dire @gmail.com ?' }).click();
  await expect(dialog.getByLabel('E-mail')).toHaveValue('zoe@gmail.com');
  await dialog.getByLabel('Téléphone').fill('06 12 34 56 78');
  await dialog.getByLabel('Votre message').fill('Je voudrais décaler mon séjour.');
  // the captcha is invisible: no checkbox to tick, its proof of work runs in the background / on Send
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await expect(dialog.getByText('Je ne suis pas un robot')).toBeHidden();
  const created = page.waitForResponse((r) => r.url().includes('/gateway/contact/cases') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  // the server verified a real ALTCHA payload (the API refuses a case without one, see below)
  expect(response.request().postDataJSON().captcha).toEqual(expect.stringMatching(/^[A-Za-z0-9+/=]{40,}$/));
  const body = await response.json();
  expect(body).toMatchObject({ status: 'New', reason: 'modification', requestType: 'Booking', requestSubtype: 'Modification request' });
  expect(body.id).toEqual(expect.any(Number));
  await expect(page).toHaveURL(/\/contact\?ref=contact_thank_you$/);
  await expect(contact.main).toContainText('Merci pour votre message. Notre service client vous contactera sous 48 h.');
  await expect(page).toHaveTitle('Message envoyé | Week-end Stays');
  expect(foreign).toEqual([]);
});

test('the API refuses a case without a solved captcha and stores nothing', async ({ request }) => {
  const response = await request.post('/gateway/contact/cases', {
    data: { contact_reason: 'other', Booking_ID__c: '12345678', description: 'x', email: 'a@example.fr', name: 'Ana', phone: '0612', locale: 'fr_FR' },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.fields).toEqual([{ field: 'captcha', message: 'Mandatory field' }]);
});

const CONTACT_TITLE: Record<SiteCode, string> = {
  fr_FR: 'Contactez-nous | Week-end Stays',
  fr_BE: 'Contactez-nous | Week-end Stays',
  es_ES: 'Contacta con nosotros | Escapadas Stays',
  nl_NL: 'Neem contact met ons op | Weekend Stays',
  nl_BE: 'Neem contact met ons op | Weekend Stays',
  it_IT: 'Contattaci | Weekend Stays',
};

test('the contact page of every site: its path, heading and title with the site name, in the site language', async ({ page }) => {
  const contact = new ContentPage(page);
  for (const site of SITE_CODES) {
    await contact.open(site, paths(site).contact());
    const heading = CONTACT_TITLE[site].split(' | ')[0]!;
    await expect(contact.main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(CONTACT_TITLE[site]);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${SITES[site].language}`));
  }
});
