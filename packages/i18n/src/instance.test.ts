import { emit, resetLast } from '@storefront/event-bus';
import type { SiteCode } from '@storefront/contracts';
import { createI18n, formatDate, languageOf, intlLocaleOf, siteOf, SITE_CHANGED_EVENT } from './index';

const resources = {
  fr: { hello: 'Bonjour {{name}}', offers_one: '{{count}} offre', offers_other: '{{count}} offres', nested: { title: 'Titre' } },
  es: { hello: 'Hola {{name}}', offers_one: '{{count}} oferta', offers_other: '{{count}} ofertas', nested: { title: 'Título' } },
  nl: { hello: 'Hallo {{name}}', offers_one: '{{count}} aanbieding', offers_other: '{{count}} aanbiedingen', nested: { title: 'Titel' } },
  it: { hello: 'Ciao {{name}}', offers_one: '{{count}} offerta', offers_other: '{{count}} offerte', nested: { title: 'Titolo' } },
};

afterEach(() => resetLast());

describe('languageOf / intlLocaleOf', () => {
  it('maps every site to its language and Intl tag', () => {
    expect(languageOf('fr_FR')).toBe('fr');
    expect(languageOf('fr_BE')).toBe('fr');
    expect(languageOf('nl_BE')).toBe('nl');
    expect(languageOf('nl_NL')).toBe('nl');
    expect(languageOf('es_ES')).toBe('es');
    expect(languageOf('it_IT')).toBe('it');
    expect(intlLocaleOf('nl_BE')).toBe('nl-BE');
  });
  it('falls back to French for an unknown site', () => {
    expect(languageOf('en_GB' as never)).toBe('fr');
  });
});

describe('createI18n', () => {
  it('translates synchronously in the site language with {{var}} interpolation and plurals', () => {
    const i18n = createI18n({ namespace: 'search', resources, site: 'it_IT' });
    expect(i18n.language).toBe('it');
    expect(i18n.site).toBe('it_IT');
    expect(i18n.t('hello', { name: '<b>Ana</b>' })).toBe('Ciao <b>Ana</b>');
    expect(i18n.t('offers', { count: 1 })).toBe('1 offerta');
    expect(i18n.t('offers', { count: 3 })).toBe('3 offerte');
    expect(i18n.t('nested.title')).toBe('Titolo');
    i18n.dispose();
  });

  it('keeps instances separate per remote', () => {
    const a = createI18n({ namespace: 'a', resources, site: 'es_ES' });
    const b = createI18n({ namespace: 'b', resources, site: 'nl_NL' });
    expect(a.t('nested.title')).toBe('Título');
    expect(b.t('nested.title')).toBe('Titel');
    a.dispose();
    b.dispose();
  });

  it('follows locale events of the bus until disposed', async () => {
    const i18n = createI18n({ namespace: 'shell', resources, site: 'fr_BE' });
    // the switch takes effect once the new site's date locale is loaded
    const switched = new Promise((resolve) => i18n.on(SITE_CHANGED_EVENT, resolve));
    emit('locale', { locale: 'nl_BE' });
    await expect(switched).resolves.toBe('nl_BE');
    expect(i18n.site).toBe('nl_BE');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('nested.title')).toBe('Titel');
    i18n.dispose();
    emit('locale', { locale: 'fr_BE' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.site).toBe('nl_BE');
  });

  it('ignores invalid locales from the bus and signals a site change without a language change', async () => {
    const i18n = createI18n({ namespace: 'x', resources, site: 'fr_FR' });
    const changed = jest.fn();
    i18n.on(SITE_CHANGED_EVENT, changed);
    emit('locale', { locale: 'xx_XX' as never });
    expect(i18n.site).toBe('fr_FR');
    await i18n.setSite('fr_BE');
    expect(i18n.site).toBe('fr_BE');
    expect(i18n.language).toBe('fr');
    expect(changed).toHaveBeenCalledWith('fr_BE');
    i18n.dispose();
  });

  it("formats dates in the new site's language once the site has changed", async () => {
    const i18n = createI18n({ namespace: 'x', resources, site: 'fr_FR', followBus: false });
    const seen: string[] = [];
    i18n.on(SITE_CHANGED_EVENT, (site: SiteCode) => seen.push(formatDate('2025-03-09', 'EEEE', site)));
    await i18n.setSite('it_IT');
    expect(seen).toEqual(['domenica']);
    i18n.dispose();
  });

  it('loads extra namespaces', () => {
    const i18n = createI18n({ namespace: 'main', resources, site: 'fr_FR', extraNamespaces: { other: resources }, followBus: false });
    expect(i18n.t('other:hello', { name: 'Léa' })).toBe('Bonjour Léa');
  });

  it('siteOf derives a site from foreign instances', () => {
    expect(siteOf(null)).toBe('fr_FR');
    const i18n = createI18n({ namespace: 'm', resources, site: 'nl_BE', followBus: false });
    expect(siteOf(i18n)).toBe('nl_BE');
    expect(siteOf({ language: 'es' } as never)).toBe('es_ES');
  });
});
