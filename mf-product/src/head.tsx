/** Head tags a page of mf-product owns while mounted: robots (noindex when inactive), title, JSON-LD. */
import { jsonForScript, usePageHead } from '@storefront/ui';

/** Force `noindex, follow` while `noindex` is true; the previous value comes back on unmount. */
export function useRobots(noindex: boolean): void {
  usePageHead(noindex ? { robots: 'noindex, follow' } : null, { restoreRobots: true });
}

export function useTitle(title: string | undefined): void {
  usePageHead(title ? { title } : null);
}

/** A JSON-LD script (content escaped so it can never close the tag). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
