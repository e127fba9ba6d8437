/** A gift box as the API answers it (product-detail and search), sold under `code`, for the tests. */
export const boxFixture = (code: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  code,
  slug: `slug-${code.toLowerCase()}`,
  uri: '',
  title: `Coffret ${code}`,
  description: 'Deux nuits pour deux.',
  includedContent: ['2 nuits avec petit-déjeuner', '1 dîner'],
  price: { sellPrice: 19990, referencePrice: 24990 },
  value: { sellPrice: 19990, referencePrice: 24990 },
  promo: 20,
  nights: 2,
  persons: 2,
  validityMonths: 18,
  images: { main: '/main.jpg', mainBySize: { '640_360': '/640.jpg', '960_540': '/960.jpg' } },
  ...extra,
});
