/** The Belgian splash at the be root and the language selector (Belgium only). */
import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page';
import { originOf } from '../../support/env';

test('the be root shows the language splash; choosing a language opens that site', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto(`${originOf('fr_BE')}/`);
  await shell.ready();
  await expect(shell.main).toHaveAttribute('data-page-kind', 'languageSplash');
  await expect(shell.splash.getByRole('heading', { level: 1 })).toContainText('Kies je taal');
  await shell.splash.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(`${originOf('nl_BE')}/nl`);
  await shell.ready();
  expect(await shell.htmlLang()).toBe('nl-BE');
  await expect(shell.main).toHaveAttribute('data-page-kind', 'home');
});

test('the Belgian language selector switches between /fr and /nl on the same page kind', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('fr_BE', '/fr/');
  const selector = shell.languageSelector;
  await expect(selector.getByRole('link', { name: 'FR' })).toHaveAttribute('aria-current', 'true');
  await selector.getByRole('link', { name: 'NL' }).click();
  await expect(page).toHaveURL(/\/nl$/);
  await shell.ready();
  expect(await shell.htmlLang()).toBe('nl-BE');
  await expect(shell.languageSelector.getByRole('link', { name: 'NL' })).toHaveAttribute('aria-current', 'true');
});

test('sites with one language have no language selector', async ({ page }) => {
  const shell = new ShellPage(page);
  for (const site of ['fr_FR', 'nl_NL'] as const) {
    await shell.open(site, '/');
    await expect(shell.languageSelector).toHaveCount(0);
  }
});
