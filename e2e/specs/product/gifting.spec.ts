/**
 * The stay offer page in the gifting flow (product-and-purchase.md §2.2, §2.3, §4): the included-dates calendar
 * shows each day as the gift calendar API says (included, supplement, not available) with a legend, moves with
 * the keyboard, and 'Customise your gift' leads to the gift set-up route with its criteria in the URL.
 */
import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';
import { PORT, originOf } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable. */
const OFFER = 100015;
const HOTEL = 1003;

const STATUS_TEXT = { included: 'Inclus dans le cadeau', supplement: 'Avec supplément', not_available: 'Non disponible' } as const;

test('fr_FR: included dates of the gift, keyboard grid, then Customise your gift to the gift route', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = new ProductPage(page);
  const prices = (await (await request.get(`http://localhost:${PORT}/gateway/single-vouchers/${OFFER}/price-list?locale=fr_FR`)).json()) as { priceList: { nights: number; sellPrice: number }[] };
  const gift = prices.priceList.find((p) => p.nights === 1)!;
  const month = new Date().toISOString().slice(0, 7);
  const calendar = (await (
    await request.get(`http://localhost:${PORT}/wed/redeem/weekend/${OFFER}/packageCheckinPrices.json?locale=fr_FR&month=${month}&length=1&nights=1&adult=2&child=0&baby=0&giftPrice=${gift.sellPrice}`)
  ).json()) as { days: { day: string; status: keyof typeof STATUS_TEXT; minLos: number }[] };

  await product.open('fr_FR', `/sejour/${OFFER}?flow=gifting#giftAdult=2&giftNights=1`);
  const section = page.getByRole('region', { name: 'Dates incluses dans le cadeau' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  const legend = section.getByRole('list', { name: 'Légende du calendrier' });
  for (const text of Object.values(STATUS_TEXT)) await expect(legend.getByText(text)).toBeVisible();

  // every future day of the first month reads the status the API gives (minimum stay over 1 night: supplement)
  const today = new Date().toISOString().slice(0, 10);
  const future = calendar.days.filter((d) => d.day > today).slice(0, 10);
  expect(future.length).toBeGreaterThan(0);
  for (const d of future) {
    const expected = d.status === 'included' && d.minLos > 1 ? 'supplement' : d.status;
    await expect(section.locator(`[data-day="${d.day}"]`)).toHaveAttribute('data-status', expected);
    await expect(section.locator(`[data-day="${d.day}"]`)).toHaveAttribute('aria-label', new RegExp(STATUS_TEXT[expected]));
  }

  // one tab stop; arrows move the focus between days
  const tabbable = section.locator('button[data-day][tabindex="0"]');
  await expect(tabbable).toHaveCount(1);
  await tabbable.focus();
  const start = (await tabbable.getAttribute('data-day'))!;
  await page.keyboard.press('ArrowDown');
  const next = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
  const plus7 = new Date(`${start}T12:00:00Z`);
  plus7.setUTCDate(plus7.getUTCDate() + 7);
  expect(next).toBe(plus7.toISOString().slice(0, 10));
  await expect(section.locator(`[data-day="${next}"]`)).toBeFocused();

  await product.booking.getByRole('button', { name: 'Personnaliser mon cadeau' }).click();
  await expect(page).toHaveURL(new RegExp(`/cadeau/${OFFER}\\?flow=gifting#giftAdult=2&giftNights=1&hotelId=${HOTEL}&giftFormat=digital$`));
});

test('nl_BE: the gift calendar in Dutch, then How it works on the gift set-up', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('nl_BE', `/nl/verblijf/${OFFER}?flow=gifting#giftAdult=2&giftNights=1`);
  const section = page.getByRole('region', { name: 'Data inbegrepen in het cadeau' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await expect(section.locator('button[data-day][data-status]').first()).toBeVisible();
  // 'How it works' is on the gift set-up (mf-gift), where 'Customise your gift' leads
  await page.goto(`${originOf('nl_BE')}/nl/cadeau/${OFFER}?flow=gifting#giftAdult=2&giftNights=1`);
  const how = page.getByRole('region', { name: 'Hoe werkt het?' });
  await expect(how.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  // the locale's video from the CMS gift content, behind 'Watch the video' (its poster as thumbnail), in a dialog
  // with a link to it and its transcript
  const watch = how.getByRole('button', { name: 'De video bekijken' });
  await expect(watch.locator('img')).toHaveAttribute('src', '/api/media/how-it-works/nl_BE.webp');
  await watch.scrollIntoViewIfNeeded(); // the thumbnail loads lazily
  await expect.poll(() => watch.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await watch.click();
  const dialog = page.getByRole('dialog', { name: 'Video: hoe geef je een verblijf cadeau' });
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', '/api/media/how-it-works/nl_BE.webm');
  await expect(video).toHaveAttribute('poster', '/api/media/how-it-works/nl_BE.webp');
  await expect(dialog.getByRole('link', { name: 'Video openen in een nieuw tabblad' })).toHaveAttribute('href', '/api/media/how-it-works/nl_BE.webm');
  await dialog.getByText('Transcriptie van de video').click();
  await expect(dialog.getByText(/de cadeaubox wordt gratis geleverd in heel België/)).toBeVisible();
  // Chromium plays it: a 16 s film it can seek in (the WebM has its duration and cues, the API serves ranges)
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.pause();
    const seeked = new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    v.currentTime = 10;
    await seeked;
    return { duration: v.duration, width: v.videoWidth, at: v.currentTime };
  });
  expect(played.duration).toBeGreaterThan(15);
  expect(played.duration).toBeLessThan(18);
  expect(played.width).toBe(1280);
  expect(played.at).toBeCloseTo(10, 1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();
});

test('nl_BE: the hotel offers drawer in gifting shows the main offer for two guests and Go back to search', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('nl_BE', `/nl/verblijf/${OFFER}?flow=gifting#giftAdult=2&giftNights=1`);
  await product.root.getByRole('button', { name: 'Aanbiedingen van het hotel bekijken' }).click();
  const drawer = page.getByRole('dialog', { name: 'Castello di Monterosso al Mare' });
  await expect(drawer.getByRole('heading', { name: 'Hoofdaanbieding' })).toBeVisible();
  await expect(drawer.getByText('Voor 2 personen')).toBeVisible();
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Terug naar de zoekresultaten' })).toHaveAttribute('href', /flow=gifting/);
});
