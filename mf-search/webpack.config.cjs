// mf-search: the search and discovery remote (spec/search.md). Dev server on 3001. The shared factory as is.
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'search',
  exposes: {
    './spa': './src/spa.tsx',
    './SearchBox': './src/exposed/search-box.tsx',
    './OfferCard': './src/exposed/offer-card.tsx',
    './OfferCarousel': './src/exposed/offer-carousel.tsx',
    './Calendar': './src/exposed/calendar.tsx',
  },
});
