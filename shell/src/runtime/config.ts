import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@storefront/contracts';

/**
 * The runtime configuration injected by the storefront server into the page. Outside the server (webpack dev
 * server) it is fetched from the server's `/runtime-config.json`, which answers for the request's host.
 */
export async function readRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const el = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (el?.textContent) return JSON.parse(el.textContent) as RuntimeConfig;
  const response = await fetch(`/runtime-config.json?path=${encodeURIComponent(location.pathname)}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`runtime configuration unavailable (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
