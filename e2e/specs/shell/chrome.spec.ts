/** The shell's chrome: burger menu (phone), main menu (desktop), top bar switch, account and gift views. */
import { expect, test, type Locator } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page';

test('burger menu on small screens: submenus with a back button, closes on Escape', async ({ page }, info) => {
  const shell = new ShellPage(page);
  await shell.open('it_IT', '/');
  if (info.project.name === 'desktop') {
    await expect(shell.burgerButton).toBeHidden();
    return;
  }
  await shell.burgerButton.click();
  const dialog = shell.dialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Consulta la mia prenotazione' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Attiva il mio cofanetto/ })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: /Ispirazioni/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Ispirazioni' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Indietro' }).click();
  await expect(dialog.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('main menu on large screens: Inspirations panel, levels by hover, columns at 15 children, theme of the week', async ({ page }, info) => {
  const shell = new ShellPage(page);
  await shell.open('fr_FR', '/');
  if (info.project.name === 'phone') {
    await expect(shell.mainMenu).toHaveCount(0);
    return;
  }
  const entry = shell.mainMenu.getByRole('button', { name: 'Inspirations' });
  // the menu is lazy and the banners arrive after it: hover once nothing moves any more
  await expect(entry).toBeVisible();
  await shell.chromeSettled();
  await entry.hover();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  const panel = shell.header.locator('.sf-menu-panel');
  await expect(async () => {
    await panel.getByRole('link', { name: /^Thèmes/ }).hover();
    await expect(panel.locator('[data-level="1"]')).toHaveClass(/sf-menu-columns/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(panel.getByText('Le thème de la semaine')).toBeVisible();
  await panel.getByRole('link', { name: /^Destinations/ }).hover();
  await expect(panel.locator('[data-level="1"]')).not.toHaveClass(/sf-menu-columns/);
  await panel.locator('[data-level="1"] a').first().hover();
  await expect(panel.locator('[data-level="2"]')).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(panel).toHaveCount(0);
  // keyboard: open with Enter, close with Escape (focus back on the entry)
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.locator('[data-level="0"] a').first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(entry).toBeFocused();
});

test('top bar: choosing gifting sets the flow parameter and emits the bus flow event', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('es_ES', '/buscar');
  await page.evaluate(() => {
    window.addEventListener('storefront:flow', (e) => ((window as unknown as { __flow?: unknown }).__flow = (e as CustomEvent).detail));
  });
  await shell.topBarSwitch.getByRole('radio', { name: 'Regalar una escapada' }).click();
  await expect(page).toHaveURL(/\/buscar\?flow=gifting/);
  await expect(shell.topBarSwitch.getByRole('radio', { name: 'Regalar una escapada' })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => (window as unknown as { __flow?: unknown }).__flow)).toEqual({ flow: 'gifting' });
});

test('account button opens the check-my-booking view; the gift button opens the gift drawer', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('nl_NL', '/');
  await shell.header.getByRole('button', { name: /Mijn account/ }).click();
  const dialog = shell.dialog;
  await expect(dialog.getByRole('heading', { name: 'Mijn boeking bekijken' })).toBeVisible();
  await dialog.getByLabel('Boekingsnummer').fill('123');
  await dialog.getByLabel('E-mail').fill('x');
  await dialog.getByRole('button', { name: 'Mijn boeking terugvinden' }).click();
  await expect(dialog).toContainText('Het boekingsnummer bestaat uit 8 cijfers');
  await expect(dialog).toContainText('Het e-mailadres lijkt onjuist');
  await page.keyboard.press('Escape');
  await shell.header.getByRole('button', { name: /Cadeau geven/ }).click();
  await expect(shell.dialog.getByRole('heading', { name: 'Een cadeau geven' })).toBeVisible();
  // the cards of nl_NL's gift content in the CMS, which has no activity-only gift: that card is dropped
  const cards = shell.dialog.getByRole('link');
  await expect(cards).toHaveText([/^Cadeauverblijven/, /^Cadeauboxen/, /^Cadeaukaart/]);
  for (const card of await cards.all()) await expect(card).toHaveAttribute('target', '_blank');
  await expect(cards.first()).toHaveAttribute('href', /flow=gifting/);
});

test('header: the action icons line up with the burger and the logo, and every control is at least 44 px tall', async ({ page }, info) => {
  const shell = new ShellPage(page);
  await shell.open('nl_BE', '/nl');
  const centre = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not rendered');
    return box.y + box.height / 2;
  };
  const logo = await centre(shell.logo.locator('.sf-logo-mark'));
  const icons = await shell.header.locator('.sf-header-actions .sf-action svg').all();
  expect(icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of icons) {
    const action = icon.locator('xpath=..');
    // phones show the icons alone, centred on the logo; on desktop the icon and its label are centred together
    expect(Math.abs((await centre(action)) - logo)).toBeLessThanOrEqual(2);
    if (info.project.name === 'phone') expect(Math.abs((await centre(icon)) - logo)).toBeLessThanOrEqual(2);
    expect((await action.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('the chrome panels cover the whole page, the remotes’ sticky bars included (search bottom bar on phones)', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('nl_BE', '/nl/zoeken');
  await expect(shell.remote('mf_search/spa')).toBeVisible();
  const topmostIsDialog = () =>
    page.evaluate(() =>
      [
        [window.innerWidth / 2, window.innerHeight - 8],
        [window.innerWidth / 2, window.innerHeight / 2],
      ].every(([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('[role="dialog"], .sf-overlay') != null),
    );
  const openers = [shell.header.getByRole('button', { name: /Cadeau geven/ }), shell.header.getByRole('button', { name: /Mijn account/ })];
  if (await shell.burgerButton.isVisible()) openers.unshift(shell.burgerButton);
  for (const opener of openers) {
    await opener.click();
    await expect(shell.dialog).toBeVisible();
    expect(await topmostIsDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(shell.dialog).toBeHidden();
    // focus goes back to the button that opened the panel
    await expect(opener).toBeFocused();
  }
});

/** WCAG contrast ratio of two CSS colours 'rgb(r, g, b)'. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('keyboard focus is visible with at least 3:1 contrast on the white header and on the dark footer', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('fr_FR', '/infos/cookies');
  const targets = [shell.header.getByRole('link', { name: /Aide/ }), shell.footer.locator('a[data-cookie-preferences]')];
  for (const target of targets) {
    // reach the control with the keyboard (Shift+Tab then Tab), as a keyboard user does
    // (again if the header or footer content re-rendered in between, as it does once the menus come in)
    await expect(async () => {
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused({ timeout: 500 });
    }).toPass();
    const ring = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      let bg = 'rgba(0, 0, 0, 0)';
      for (let node: Element | null = el; node && /rgba\(0, 0, 0, 0\)|transparent/.test(bg); node = node.parentElement) bg = getComputedStyle(node).backgroundColor;
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor, background: /rgba\(0, 0, 0, 0\)/.test(bg) ? 'rgb(255, 255, 255)' : bg };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
  }
});

test('keyboard focus in the banners is a two-colour ring that shows on every banner colour', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('fr_FR', '/');
  // the promo bar's first flow tab (the announcement link is mf_content's inline link around a paragraph)
  const link = shell.banners.getByRole('tab').first();
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineColor, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
  });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  const band = /rgb\([^)]*\)/.exec(ring.shadow)?.[0] ?? '';
  // the two colours contrast 9:1 or more with each other, so one of them is 3:1 against any banner colour
  expect(contrast(ring.outline, band)).toBeGreaterThanOrEqual(9);
  for (const banner of ['rgb(31, 35, 40)', 'rgb(234, 238, 242)', 'rgb(200, 16, 46)', 'rgb(255, 211, 61)', 'rgb(10, 88, 202)', 'rgb(26, 127, 55)']) {
    expect(Math.max(contrast(ring.outline, banner), contrast(band, banner))).toBeGreaterThanOrEqual(3);
  }
});
