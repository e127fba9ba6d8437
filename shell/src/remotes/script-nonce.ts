/**
 * A federation runtime plugin of the shell: the scripts the runtime inserts (remote entries) carry the page's CSP
 * nonce, as the server's own script elements do (packages/server content-security.ts, docs/decisions/0065). The
 * policy also allows the remotes' origins, so the nonce is what lets an entry run under a nonce-only policy; the
 * shell's own lazy chunks get it from webpack's `__webpack_nonce__`.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { freshUrl } from './hung-loads';

export const SCRIPT_NONCE_PLUGIN = 'storefront-script-nonce';

declare let __webpack_nonce__: string | undefined;

/** The page's nonce: the one on the server's script elements (read from the property: browsers hide the attribute). */
export function pageNonce(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || '';
}

type CreateScriptArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['createScript']>>[0];

/**
 * The `createScript` step: the runtime's script element with the page's nonce (its other attributes as given), under
 * another URL when an earlier load of it hung and was abandoned (hung-loads.ts).
 */
export function scriptWithNonce({ url, attrs }: CreateScriptArgs, nonce = pageNonce()): HTMLScriptElement | undefined {
  const src = freshUrl(url);
  if (!nonce && src === url) return undefined;
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else script.setAttribute(name, String(value));
  }
  if (nonce) script.nonce = nonce;
  script.src = src;
  return script;
}

/** The runtime plugin (webpack-config's `host({ runtimePlugins })` entry). */
export default function scriptNoncePlugin(): ModuleFederationRuntimePlugin {
  // the shell's own chunks (webpack's script loader reads it when it adds one)
  if (typeof document !== 'undefined') __webpack_nonce__ = pageNonce() || undefined;
  return { name: SCRIPT_NONCE_PLUGIN, createScript: (args) => scriptWithNonce(args) };
}
