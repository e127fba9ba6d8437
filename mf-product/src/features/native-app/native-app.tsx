/**
 * The native-app back button of the booking steps (product-and-purchase.md §2.2). Inside the mobile app's web
 * view there is no browser back button, so the booking steps offer one.
 *
 * The signal, read defensively: a `nativeApp: true` in the shell's context (not part of StorefrontContext yet),
 * or the query parameter `nativeApp=1|true` the app adds to the first page it opens; the query answer is kept
 * for the browsing session (sessionStorage) so later pages in the web view know it too, and `nativeApp=0|false`
 * ends it. Storage that throws (private mode, sandbox) only loses the memory.
 */
import type { Flow, StorefrontContext } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { Button } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { useApp, usePaths } from '../../app-context';
import { useLocationSnapshot } from '../../state/url';

export const NATIVE_APP_PARAM = 'nativeApp';
export const NATIVE_APP_STORAGE_KEY = 'sf_native_app';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the page runs in the native app's web view (context flag, else query parameter, else this session). */
export function isNativeApp(context: StorefrontContext, search: string, storage: Storage | null = sessionStore()): boolean {
  const flag = (context as StorefrontContext & { nativeApp?: unknown }).nativeApp;
  if (typeof flag === 'boolean') return flag;
  const value = new URLSearchParams(search).get(NATIVE_APP_PARAM)?.trim().toLowerCase();
  try {
    if (value === '1' || value === 'true') {
      storage?.setItem(NATIVE_APP_STORAGE_KEY, '1');
      return true;
    }
    if (value === '0' || value === 'false') {
      storage?.removeItem(NATIVE_APP_STORAGE_KEY);
      return false;
    }
    return storage?.getItem(NATIVE_APP_STORAGE_KEY) === '1';
  } catch {
    return value === '1' || value === 'true';
  }
}

/** Back: the previous page of the web view, or the search of the flow when the app opened this page first. */
export function NativeAppBack({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { context } = useApp();
  const p = usePaths();
  const { search } = useLocationSnapshot();
  if (!isNativeApp(context, search)) return null;
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else emit('navigate', { url: p.search({ flow }) });
  };
  return (
    <Button variant="secondary" size="small" className="sf-product-app-back" onClick={back}>
      <span aria-hidden="true">← </span>
      {t('offer.back')}
    </Button>
  );
}
