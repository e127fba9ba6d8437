import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_PRELOADS, manifestReader, preloadLinks, sharedChunksReader, shellPreloadLinks, spaFiles, type FederationManifest } from './preload';

const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async } });
const manifest: FederationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'spa', assets: assets(['1267.afb5c227.js', '4864.70616244.js'], ['map-modal.ffdd398d.js', 'search-i18n-fr.170b3871.js', 'search-i18n-nl.22c3106a.js']) },
    { name: 'SearchBox', assets: assets(['__federation_expose_SearchBox.a6b1f62c.js']) },
  ],
  shared: [
    { name: 'react', assets: assets(['3696.17a3d5ae.js']) },
    { name: '@storefront/event-bus', assets: assets(['__federation_expose_spa.8ec946c1.js', '3040.12c884f9.js']) },
    { name: 'i18next', assets: assets(['4337.8fcaea72.js']) },
  ],
};
const shellShared = new Set(['react', 'react-dom', '@storefront/event-bus']);

describe('spaFiles', () => {
  it("lists the entry, the './spa' chunks and the shared chunks the shell does not provide, without lazy chunks", () => {
    expect(spaFiles(manifest, shellShared)).toEqual(['remoteEntry.js', '1267.afb5c227.js', '4864.70616244.js', '__federation_expose_spa.8ec946c1.js', '4337.8fcaea72.js']);
  });

  it("adds the chunks of the shared packages' own dependencies (not those the shell provides) and the page language's messages", () => {
    const sharedChunks = { shared: { i18next: ['4337.8fcaea72.js'], '@storefront/api-client': ['2244.1a34c6f4.js', '4813.48debbfa.js'], react: ['3696.17a3d5ae.js', '1.extra.js'] } };
    const withApi = { ...manifest, shared: [...manifest.shared, { name: '@storefront/api-client', assets: assets(['4813.48debbfa.js']) }] };
    const files = spaFiles(withApi, shellShared, { sharedChunks, language: 'nl' });
    expect(files).toEqual(expect.arrayContaining(['4813.48debbfa.js', '2244.1a34c6f4.js', 'search-i18n-nl.22c3106a.js']));
    expect(files).not.toContain('1.extra.js'); // react comes from the shell
    expect(files).not.toContain('search-i18n-fr.170b3871.js');
    expect(files).not.toContain('map-modal.ffdd398d.js');
  });

  it("hints only the shared packages the './spa' module loads before it runs, when the build names them", () => {
    const withCriteria = { ...manifest, shared: [...manifest.shared, { name: '@storefront/criteria', assets: assets(['324.85440304.js']) }] };
    const sharedChunks = { shared: { '@storefront/criteria': ['324.85440304.js'], i18next: ['4337.8fcaea72.js'] }, startup: ['i18next', 'react'] };
    const files = spaFiles(withCriteria, shellShared, { sharedChunks });
    expect(files).toContain('4337.8fcaea72.js');
    expect(files).not.toContain('324.85440304.js');
    // an older build without the list: every package is hinted
    expect(spaFiles(withCriteria, shellShared, { sharedChunks: { shared: sharedChunks.shared } })).toContain('324.85440304.js');
  });

  it('adds the API transport (axios), the sanitiser and the style sheets, loaded on first use, only for a page the browser renders', () => {
    const withTransport = {
      ...manifest,
      exposes: [{ name: 'spa', assets: assets(['1267.afb5c227.js'], ['api-transport.b1bbb6e5.js', 'sanitizer.0c1d2e3f.js', 'styles.57936b99.js', 'map-modal.ffdd398d.js']) }],
    };
    expect(spaFiles(withTransport, shellShared, { language: 'fr' })).toEqual(['remoteEntry.js', '1267.afb5c227.js', '__federation_expose_spa.8ec946c1.js', '4337.8fcaea72.js']);
    const files = spaFiles(withTransport, shellShared, { language: 'fr', browserRenders: true });
    expect(files).toEqual(expect.arrayContaining(['api-transport.b1bbb6e5.js', 'sanitizer.0c1d2e3f.js', 'styles.57936b99.js']));
    expect(files).not.toContain('map-modal.ffdd398d.js');
    // a page whose first render makes no API call: its styles, not axios
    const withoutCall = spaFiles(withTransport, shellShared, { language: 'fr', browserRenders: true, firstRenderCalls: false });
    expect(withoutCall).toEqual(expect.arrayContaining(['sanitizer.0c1d2e3f.js', 'styles.57936b99.js']));
    expect(withoutCall).not.toContain('api-transport.b1bbb6e5.js');
  });

  it('gives nothing for a remote without a ./spa expose, drops unsafe names and caps the list', () => {
    expect(spaFiles({ ...manifest, exposes: [] }, shellShared)).toEqual([]);
    const hostile = { ...manifest, exposes: [{ name: 'spa', assets: assets(['"><script>x</script>.js', '../../etc/passwd.js', ...Array.from({ length: 30 }, (_, i) => `${i}.js`)]) }] };
    const files = spaFiles(hostile, shellShared);
    expect(files).toHaveLength(MAX_PRELOADS);
    expect(files.some((f) => f.includes('<') || f.includes('..'))).toBe(false);
  });
});

describe('preloadLinks', () => {
  it('preloads the manifest as a fetch and the files as scripts, next to the manifest', () => {
    const links = preloadLinks('/remotes/mf-search/mf-manifest.json', manifest, shellShared);
    expect(links[0]).toBe('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-search/mf-manifest.json" />');
    expect(links).toContain('<link rel="preload" as="script" href="/remotes/mf-search/remoteEntry.js" />');
    expect(links).toHaveLength(6);
  });
});

describe('shellPreloadLinks', () => {
  const shellManifest: FederationManifest = {
    metaData: { remoteEntry: { name: '', path: '' } },
    exposes: [],
    shared: [
      { name: 'react-dom/client', assets: assets(['470.c0a469b0.js']) },
      { name: 'react', assets: assets(['315.2712f213.js']) },
      { name: 'dompurify', assets: assets(['264.5ef8738a.js']) },
    ],
  };
  const files = new Set(['main.7b9c1c78.js', '470.c0a469b0.js', '315.2712f213.js', '264.5ef8738a.js', 'i18n-fr.fc7b810b.js', 'i18n-nl.0d1e2f3a.js']);
  const template = '<head><script defer src="/main.7b9c1c78.js"></script></head>';
  const hrefs = (links: string[]) => links.map((l) => /href="([^"]+)"/.exec(l)?.[1]);

  it("hints the shell's entry first, then its startup shared chunks and the page language's messages; not the footer's sanitiser", () => {
    expect(hrefs(shellPreloadLinks(template, shellManifest, files, 'fr'))).toEqual(['/main.7b9c1c78.js', '/470.c0a469b0.js', '/315.2712f213.js', '/i18n-fr.fc7b810b.js']);
    expect(hrefs(shellPreloadLinks(template, shellManifest, files, 'nl'))).toContain('/i18n-nl.0d1e2f3a.js');
    expect(shellPreloadLinks(template, shellManifest, files, 'nl').every((l) => l.startsWith('<link rel="preload" as="script" href="/'))).toBe(true);
  });

  it("hints the shell's copy of a shared package the page's remote uses (the homepage's sanitiser)", () => {
    expect(hrefs(shellPreloadLinks(template, shellManifest, files, 'fr', ['react', 'dompurify']))).toEqual(['/main.7b9c1c78.js', '/470.c0a469b0.js', '/315.2712f213.js', '/264.5ef8738a.js', '/i18n-fr.fc7b810b.js']);
  });

  it('hints only files the shell build has, and just the entry without a manifest', () => {
    expect(hrefs(shellPreloadLinks(template, shellManifest, new Set(['main.7b9c1c78.js']), 'fr'))).toEqual(['/main.7b9c1c78.js']);
    expect(hrefs(shellPreloadLinks(template, null, files, 'es'))).toEqual(['/main.7b9c1c78.js']);
  });
});

describe('sharedChunksReader', () => {
  it('reads lists of script names per package and refuses anything else', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-preload-'));
    try {
      const file = path.join(dir, 'mf-shared-chunks.json');
      writeFileSync(file, JSON.stringify({ shared: { axios: [1] } }));
      expect(sharedChunksReader()(file)).toBeNull();
      writeFileSync(file, JSON.stringify({ shared: { '@storefront/api-client': ['2244.1a34c6f4.js'] } }));
      expect(sharedChunksReader()(file)?.shared['@storefront/api-client']).toEqual(['2244.1a34c6f4.js']);
      expect(sharedChunksReader()(path.join(dir, 'missing.json'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('manifestReader', () => {
  it('reads a manifest once per change and answers null for a missing or invalid file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-preload-'));
    try {
      const file = path.join(dir, 'mf-manifest.json');
      const read = manifestReader();
      expect(read(file)).toBeNull();
      writeFileSync(file, '{"not":"a manifest"}');
      expect(read(file)).toBeNull();
      writeFileSync(file, JSON.stringify(manifest));
      const later = new Date(Date.now() + 5000);
      require('node:fs').utimesSync(file, later, later); // eslint-disable-line @typescript-eslint/no-require-imports
      expect(read(file)?.exposes[0]?.name).toBe('spa');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
