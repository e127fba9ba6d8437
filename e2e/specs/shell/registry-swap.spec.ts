/**
 * A new remote version goes live by changing the registry, with no shell rebuild: the e2e server serves two
 * builds of one remote (the swap fixture, container mf_gift, v1 and v2); the test switches the registry file
 * from v1 to v2 and the next page load runs v2 with the very same shell files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page';
import { ENVIRONMENT, REGISTRY_DIR, SWAP_BUILDS, SWAP_CONTAINER, originOf } from '../../support/env';

const registryFile = path.join(REGISTRY_DIR, `registry.${ENVIRONMENT}.json`);

function pointSwapRemoteAt(build: string): void {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as { remotes: Record<string, string> };
  registry.remotes[SWAP_CONTAINER] = `/remotes/${build}/mf-manifest.json`;
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
}

test.afterAll(() => pointSwapRemoteAt(SWAP_BUILDS[0]));

test('switching the registry puts the new remote build live without rebuilding the shell', async ({ page, request }) => {
  const shell = new ShellPage(page);
  pointSwapRemoteAt(SWAP_BUILDS[0]);
  await page.goto(`${originOf('fr_FR')}/giftcard/customization`);
  await expect(page.getByTestId('swap-remote')).toHaveAttribute('data-version', 'v1');
  // the shell's own scripts (remotes add theirs under /remotes/ as they load)
  const shellScriptsOf = () => page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src') ?? '').filter((src) => !src.includes('/remotes/')));
  const shellScripts = await shellScriptsOf();
  expect(shellScripts.length).toBeGreaterThan(0);

  pointSwapRemoteAt(SWAP_BUILDS[1]);
  const registry = await request.get(`/registry/${ENVIRONMENT}.json`);
  expect((await registry.json()).remotes[SWAP_CONTAINER]).toBe(`/remotes/${SWAP_BUILDS[1]}/mf-manifest.json`);
  expect(registry.headers()['cache-control']).toBe('no-cache');

  await page.reload();
  await shell.ready();
  await expect(page.getByTestId('swap-remote')).toHaveAttribute('data-version', 'v2');
  await expect(page.getByTestId('swap-remote')).toHaveText('Swap remote v2');
  expect(await shellScriptsOf()).toEqual(shellScripts);
});
