/** Head tags a page of mf-product owns while mounted: robots (noindex when inactive), title, JSON-LD. */
import { pageTitleOf } from '@storefront/contracts';
import { useSite } from '@storefront/i18n';
import { jsonForScript, usePageHead } from '@storefront/ui';

/** Force `noindex, follow` while `noindex` is true; the previous value comes back on unmount. */
export function useRobots(noindex: boolean): void {
  usePageHead(noindex ? { robots: 'noindex, follow' } : null, { restoreRobots: true });
}

/** The page's title, with the site's brand after it. */
export function useTitle(title: string | undefined): void {
  const site = useSite();
  usePageHead(title ? { title: pageTitleOf(title, site) } : null);
}

/** A JSON-LD script (content escaped so it can never close the tag). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
