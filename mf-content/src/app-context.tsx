/** What every mf-content component may need: the shell's context, loadRemote and the preview flag. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LoadRemote, StorefrontContext } from '@storefront/contracts';
import { I18nProvider, useTranslation, type StorefrontI18n } from '@storefront/i18n';
import { isPreview } from './api/resource';
import { NAMESPACE, createContentI18n } from './i18n';

export interface ContentApp {
  context: StorefrontContext;
  loadRemote?: LoadRemote;
  preview: boolean;
}

const Ctx = createContext<ContentApp | null>(null);

export function useApp(): ContentApp {
  const value = useContext(Ctx);
  if (!value) throw new Error('mf-content component rendered outside ContentProviders');
  return value;
}

/** `t` of the content namespace. */
export function useT() {
  return useTranslation(NAMESPACE).t;
}

export interface ContentProvidersProps {
  context: StorefrontContext;
  loadRemote?: LoadRemote;
  i18n?: StorefrontI18n;
  children: ReactNode;
}

export function ContentProviders({ context, loadRemote, i18n, children }: ContentProvidersProps) {
  const instance = useMemo(() => i18n ?? createContentI18n(context.locale), [i18n, context.locale]);
  const value = useMemo(() => ({ context, loadRemote, preview: typeof window !== 'undefined' && isPreview() }), [context, loadRemote]);
  return (
    <I18nProvider i18n={instance}>
      <Ctx.Provider value={value}>{children}</Ctx.Provider>
    </I18nProvider>
  );
}
