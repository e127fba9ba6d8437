import { parseHostsConfig, resolveSite, siteHosts, type HostsConfig } from './hosts';

const config: HostsConfig = parseHostsConfig({
  defaultSite: 'fr_FR',
  customerCarePrefix: 'cc.',
  hosts: {
    localhost: 'fr_FR',
    'fr.localhost': 'fr_FR',
    'es.localhost': 'es_ES',
    'it.localhost': 'it_IT',
    'nl.localhost': 'nl_NL',
    'be.localhost': 'BE',
  },
});

describe('resolveSite', () => {
  it('maps each local host (with or without port) to its site', () => {
    expect(resolveSite('localhost:8080', '/', config).site).toBe('fr_FR');
    expect(resolveSite('fr.localhost:8080', '/', config).site).toBe('fr_FR');
    expect(resolveSite('ES.localhost', '/', config).site).toBe('es_ES');
    expect(resolveSite('it.localhost:1', '/', config).site).toBe('it_IT');
    expect(resolveSite('nl.localhost', '/nl/contact', config)).toMatchObject({ site: 'nl_NL', languageUnchosen: false });
  });

  it('Belgium: the prefix chooses the language, the root leaves it unchosen', () => {
    expect(resolveSite('be.localhost:8080', '/nl/zoeken', config)).toMatchObject({ site: 'nl_BE', country: 'BE', languageUnchosen: false });
    expect(resolveSite('be.localhost:8080', '/fr', config)).toMatchObject({ site: 'fr_BE', languageUnchosen: false });
    expect(resolveSite('be.localhost:8080', '/', config)).toMatchObject({ site: 'fr_BE', languageUnchosen: true });
    expect(resolveSite('be.localhost:8080', '/', config, 'nl_BE').site).toBe('nl_BE');
    expect(resolveSite('be.localhost:8080', '/', config, 'es_ES').site).toBe('fr_BE');
  });

  it('customer-care hosts', () => {
    expect(resolveSite('cc.es.localhost:8080', '/', config)).toMatchObject({ site: 'es_ES', customerCare: true, publicHost: 'es.localhost' });
    expect(resolveSite('es.localhost', '/', config).customerCare).toBe(false);
  });

  it('unknown or empty hosts get the default site', () => {
    expect(resolveSite('example.org', '/', config).site).toBe('fr_FR');
    expect(resolveSite('', '/', config).site).toBe('fr_FR');
    expect(resolveSite('[::1]:8080', '/', config).site).toBe('fr_FR');
  });

  it('siteHosts gives one public host per site', () => {
    expect(siteHosts(config)).toEqual({
      fr_FR: 'localhost',
      es_ES: 'es.localhost',
      it_IT: 'it.localhost',
      nl_NL: 'nl.localhost',
      fr_BE: 'be.localhost',
      nl_BE: 'be.localhost',
    });
  });

  it('rejects invalid configuration with a clear message', () => {
    expect(() => parseHostsConfig({ hosts: { a: 'xx_XX' } })).toThrow('unknown site "xx_XX"');
    expect(() => parseHostsConfig(null)).toThrow('"hosts" object expected');
  });
});
