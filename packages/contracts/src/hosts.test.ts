import { DEFAULT_CUSTOMER_CARE_PREFIX, parseHostsConfig, publicUrl, resolveSite, siteHosts, type HostsConfig } from './hosts';

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

describe('publicUrl', () => {
  it('takes the customer-care prefix off the host, keeping scheme, port, path, query and hash', () => {
    expect(publicUrl('http://cc.localhost/')).toBe('http://localhost/');
    expect(publicUrl('http://cc.es.localhost:8080/busqueda?flow=booking&page=2#a=2&c=0&city=1')).toBe('http://es.localhost:8080/busqueda?flow=booking&page=2#a=2&c=0&city=1');
    expect(publicUrl('https://cc.www.weekend-stays.be/nl/verblijf/100016?ref=x#checkin=2030-01-04', 'cc.')).toBe('https://www.weekend-stays.be/nl/verblijf/100016?ref=x#checkin=2030-01-04');
  });

  it('leaves an address without the prefix unchanged', () => {
    expect(publicUrl('http://es.localhost:8080/busqueda?x=1#y')).toBe('http://es.localhost:8080/busqueda?x=1#y');
    expect(publicUrl('http://localhost/sejour/cc.1')).toBe('http://localhost/sejour/cc.1');
    expect(publicUrl('http://acc.localhost/')).toBe('http://acc.localhost/');
    expect(publicUrl('/recherche#city=1')).toBe('/recherche#city=1');
  });

  it("uses the hosts configuration's prefix, 'cc.' by default", () => {
    expect(DEFAULT_CUSTOMER_CARE_PREFIX).toBe('cc.');
    expect(parseHostsConfig({ hosts: {} }).customerCarePrefix).toBe(DEFAULT_CUSTOMER_CARE_PREFIX);
    expect(publicUrl('http://agent.fr.localhost/recherche', 'agent.')).toBe('http://fr.localhost/recherche');
    expect(publicUrl('http://cc.fr.localhost/recherche', 'agent.')).toBe('http://cc.fr.localhost/recherche');
    expect(publicUrl('http://CC.fr.localhost/recherche', 'CC.')).toBe('http://fr.localhost/recherche');
  });
});
