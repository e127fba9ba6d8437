/** Head tags a page of mf-product owns while mounted: robots (noindex when inactive), title, JSON-LD. */
import { useEffect } from 'react';
import { jsonForScript } from '@storefront/ui';

/** Force `noindex, follow` while `noindex` is true; the previous value comes back on unmount. */
export function useRobots(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = 'noindex, follow';
    return () => {
      if (created) meta!.remove();
      else meta!.content = previous;
    };
  }, [noindex]);
}

export function useTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** A JSON-LD script (content escaped so it can never close the tag). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
