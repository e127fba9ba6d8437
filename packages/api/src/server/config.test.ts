/** The configuration's site addresses: what the links of the e-mails are built on. */
import { readConfig } from './config';

describe('SITE_ORIGINS', () => {
  it('defaults every site to its local host on the storefront port', () => {
    const { siteOrigins } = readConfig({ PORT: '8080' });
    expect(siteOrigins).toEqual({
      fr_FR: 'http://fr.localhost:8080',
      es_ES: 'http://es.localhost:8080',
      fr_BE: 'http://be.localhost:8080',
      nl_BE: 'http://be.localhost:8080',
      nl_NL: 'http://nl.localhost:8080',
      it_IT: 'http://it.localhost:8080',
    });
  });

  it('takes site=origin pairs, the others keep their default', () => {
    const { siteOrigins } = readConfig({ PORT: '8080', SITE_ORIGINS: 'fr_FR=https://www.example.fr, it_IT=https://www.example.it/' });
    expect(siteOrigins.fr_FR).toBe('https://www.example.fr');
    expect(siteOrigins.it_IT).toBe('https://www.example.it');
    expect(siteOrigins.es_ES).toBe('http://es.localhost:8080');
  });

  it.each(['fr_FR=www.example.fr', 'xx_XX=https://www.example.fr', 'fr_FR=https://www.example.fr/path', 'fr_FR=javascript:alert(1)', 'fr_FR'])(
    'refuses %s with a readable error',
    (value) => {
      expect(() => readConfig({ SITE_ORIGINS: value })).toThrow(/SITE_ORIGINS must list site=origin pairs/);
    },
  );
});

describe('SIGN_IN_CODE_RATE_LIMIT', () => {
  it('accepts 5 sign-in code requests per client by default, or the number given', () => {
    expect(readConfig({}).signInCodeRateLimit).toBe(5);
    expect(readConfig({ SIGN_IN_CODE_RATE_LIMIT: '50' }).signInCodeRateLimit).toBe(50);
    expect(() => readConfig({ SIGN_IN_CODE_RATE_LIMIT: '0' })).toThrow(/SIGN_IN_CODE_RATE_LIMIT must be an integer/);
  });
});

describe('WISHLIST_ALERT_INTERVAL_MS', () => {
  it('runs the wishlist alerts hourly by default, at the interval given, or never with 0', () => {
    expect(readConfig({}).wishlistAlertIntervalMs).toBe(3_600_000);
    expect(readConfig({ WISHLIST_ALERT_INTERVAL_MS: '60000' }).wishlistAlertIntervalMs).toBe(60_000);
    expect(readConfig({ WISHLIST_ALERT_INTERVAL_MS: '0' }).wishlistAlertIntervalMs).toBe(0);
    expect(() => readConfig({ WISHLIST_ALERT_INTERVAL_MS: 'hourly' })).toThrow(/WISHLIST_ALERT_INTERVAL_MS must be an integer/);
  });
});
