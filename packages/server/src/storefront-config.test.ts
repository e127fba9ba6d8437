import path from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { SITE_CODES } from '@storefront/contracts';
import { ROOT } from './app';
import { originsFor, readFeatures, readHosts, readRegistryFile, togglesFor, type FeaturesFile } from './storefront-config';

const CONFIG_DIR = path.join(ROOT, 'shell/config');

describe('feature toggles per site and environment (site-wide §6)', () => {
  const features: FeaturesFile = {
    toggles: {
      default: { customerAccount: false, boxes: false, activityOnly: true, physicalVoucher: true },
      environments: {
        staging: { default: { boxes: true }, sites: { nl_NL: { activityOnly: false }, it_IT: { boxes: false, customerAccount: true } } },
      },
    },
    experiments: {} as FeaturesFile['experiments'],
  };

  it('layers the defaults, the environment defaults and the site overrides', () => {
    const staging = togglesFor(features, 'staging');
    expect(staging.fr_FR).toEqual({ customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true });
    expect(staging.nl_NL).toEqual({ customerAccount: false, boxes: true, activityOnly: false, physicalVoucher: true });
    expect(staging.it_IT).toEqual({ customerAccount: true, boxes: false, activityOnly: true, physicalVoucher: true });
    // an environment without its own section gets the defaults on every site
    const production = togglesFor(features, 'production');
    for (const site of SITE_CODES) expect(production[site]).toEqual(features.toggles.default);
  });

  it('the shipped configuration: boxes in development, no physical voucher on it_IT in production', () => {
    const shipped = readFeatures(CONFIG_DIR);
    expect(togglesFor(shipped, 'development').fr_FR.boxes).toBe(true);
    const production = togglesFor(shipped, 'production');
    expect(production.it_IT.physicalVoucher).toBe(false);
    expect(production.fr_FR.physicalVoucher).toBe(true);
    expect(Object.keys(production).sort()).toEqual([...SITE_CODES].sort());
    // popular date shortcuts: an experiment only on es_ES, fr_FR, fr_BE, nl_BE (site-wide §5)
    expect(shipped.experiments.popularDates.sites?.slice().sort()).toEqual(['es_ES', 'fr_BE', 'fr_FR', 'nl_BE']);
  });
});

describe('hosts and origins', () => {
  it('development serves every site on *.localhost with the port; production on https hosts', () => {
    const dev = originsFor(readHosts(CONFIG_DIR, 'development'), 'development', 8080);
    expect(dev).toMatchObject({ fr_FR: 'http://fr.localhost:8080', es_ES: 'http://es.localhost:8080', fr_BE: 'http://be.localhost:8080', nl_BE: 'http://be.localhost:8080', nl_NL: 'http://nl.localhost:8080', it_IT: 'http://it.localhost:8080' });
    const production = originsFor(readHosts(CONFIG_DIR, 'production'), 'production', 8080);
    expect(production.es_ES).toBe('https://www.escapadas-stays.es');
    expect(production.nl_BE).toBe('https://www.weekend-stays.be');
  });
});

describe('registry files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sf-registry-'));
    writeFileSync(path.join(dir, 'registry.staging.json'), JSON.stringify({ remotes: { mf_search: '/remotes/mf-search/mf-manifest.json', evil: 'x', mf_product: 12, '__proto__': '/x' } }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps only mf_* containers with string URLs, and refuses environment names that are not plain words', () => {
    expect(readRegistryFile(dir, 'staging')).toEqual({ environment: 'staging', remotes: { mf_search: '/remotes/mf-search/mf-manifest.json' }, minisiteRemotes: undefined });
    expect(readRegistryFile(dir, '../staging')).toBeNull();
    expect(readRegistryFile(dir, 'missing')).toBeNull();
  });
});
