/**
 * A new remote version goes live by changing the registry, with no shell rebuild: the e2e server serves two
 * builds of one remote (the swap fixture, container mf_gift, v1 and v2); the test switches a registry file from
 * v1 to v2 and the next page load runs v2 with the very same shell files.
 * Each test writes its own registry file (registry.<name>.json beside the run's registry) and points its browser
 * at it with the `sf_registry` cookie (honoured outside production), so phone and desktop run in parallel without
 * touching the registry other specs use.
 */
import { readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page';
import { ENVIRONMENT, REGISTRY_COOKIE, REGISTRY_DIR, SWAP_BUILDS, SWAP_CONTAINER, originOf } from '../../support/env';

/** Writes registry.<name>.json: the run's registry with the swap remote at `build` (atomic: write then rename). */
function writeRegistry(name: string, build: string): void {
  const base = JSON.parse(readFileSync(path.join(REGISTRY_DIR, `registry.${ENVIRONMENT}.json`), 'utf8')) as { remotes: Record<string, string> };
  const doc = { ...base, environment: name, remotes: { ...base.remotes, [SWAP_CONTAINER]: `/remotes/${build}/mf-manifest.json` } };
  const file = path.join(REGISTRY_DIR, `registry.${name}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify(doc, null, 2));
  renameSync(`${file}.tmp`, file);
}

test('switching the registry puts the new remote build live without rebuilding the shell', async ({ page, context, request }, info) => {
  const name = `swap-${info.project.name}-${info.workerIndex}-${info.repeatEachIndex}`;
  const shell = new ShellPage(page);
  writeRegistry(name, SWAP_BUILDS[0]);
  try {
    await context.addCookies([{ name: REGISTRY_COOKIE, value: name, url: originOf('fr_FR') }]);
    await page.goto(`${originOf('fr_FR')}/giftcard/customization`);
    await expect(page.getByTestId('swap-remote')).toHaveAttribute('data-version', 'v1');
    // the shell's entry scripts, the ones index.html names (lazy chunks and remotes add theirs as they load)
    const shellScriptsOf = () => page.locator('head script[src][defer]').evaluateAll((s) => s.map((e) => e.getAttribute('src') ?? ''));
    const shellScripts = await shellScriptsOf();
    expect(shellScripts.length).toBeGreaterThan(0);

    writeRegistry(name, SWAP_BUILDS[1]);
    const registry = await request.get(`/registry/${name}.json`);
    expect((await registry.json()).remotes[SWAP_CONTAINER]).toBe(`/remotes/${SWAP_BUILDS[1]}/mf-manifest.json`);
    expect(registry.headers()['cache-control']).toBe('no-cache');

    await page.reload();
    await shell.ready();
    await expect(page.getByTestId('swap-remote')).toHaveAttribute('data-version', 'v2');
    await expect(page.getByTestId('swap-remote')).toHaveText('Swap remote v2');
    expect(await shellScriptsOf()).toEqual(shellScripts);
  } finally {
    rmSync(path.join(REGISTRY_DIR, `registry.${name}.json`), { force: true });
  }
});
