/** Remotes composed by the shell. The folder is `mf-x`, the federation container name `mf_x`. */
export const REMOTES = {
  search: { folder: 'mf-search', container: 'mf_search', devPort: 3001 },
  product: { folder: 'mf-product', container: 'mf_product', devPort: 3002 },
  content: { folder: 'mf-content', container: 'mf_content', devPort: 3003 },
  gift: { folder: 'mf-gift', container: 'mf_gift', devPort: 3004 },
  checkout: { folder: 'mf-checkout', container: 'mf_checkout', devPort: 3005 },
} as const;
export type RemoteKey = keyof typeof REMOTES;
export type RemoteContainer = (typeof REMOTES)[RemoteKey]['container'];

/**
 * The registry the shell reads at run time (one JSON per environment and per partner mini-site).
 * `remotes` maps a container name to the URL of its `mf-manifest.json` (or remoteEntry.js).
 * A remote missing from the registry is "not built / not available": its routes show the 404 page.
 */
export interface RemoteRegistry {
  environment: string;
  remotes: Partial<Record<RemoteContainer, string>>;
}
