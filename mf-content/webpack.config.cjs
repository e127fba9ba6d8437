// mf-content: homepage, CMS pages, ideas, static pages, contact, newsletter, banners, mini-sites. Dev server on 3003.
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'content',
  exposes: {
    './spa': './src/spa.tsx',
    './banners': './src/banners.tsx',
    './NewsletterBlock': './src/exposed/newsletter-block.tsx',
  },
});
