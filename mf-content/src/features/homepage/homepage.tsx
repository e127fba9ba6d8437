/**
 * Homepage per locale from the CMS (site-wide §2): SEO meta, canonical and alternates, jumbotron with the search
 * box, blocks of the current flow (booking as fallback), the gift landing redirect flag, footer flags.
 */
import { useEffect } from 'react';
import { Alert, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchHomepage, homepageKey } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { CmsFlow } from '../../api/types';
import { applyChromeFlags } from '../../shared/chrome-flags';
import { applyLinks, useSeo } from '../../shared/head';
import { Blocks } from '../blocks/blocks';
import { Jumbotron } from '../jumbotron/jumbotron';
import { homepageView } from './flow';

export function Homepage({ flow, query }: { flow: CmsFlow; query: URLSearchParams }) {
  const { context, preview } = useApp();
  const t = useT();
  const home = useResource(homepageKey(context), () => fetchHomepage(context), { preview });
  const data = home.status === 'success' ? home.data : null;

  useSeo(data?.seo ?? null, context.environment);
  useEffect(() => {
    if (!data) return;
    applyLinks(data.canonical, data.alternates, context.environment);
    return applyChromeFlags(data.header, data.footer);
  }, [data, context.environment]);

  if (home.status === 'loading') {
    return (
      <div className="sf-content-home" aria-busy="true">
        <Skeleton height={360} />
        <Skeleton lines={3} />
      </div>
    );
  }
  if (home.status === 'error') {
    return (
      <div className="sf-content-home">
        <Alert variant="error">{t('common.error')}</Alert>
      </div>
    );
  }
  const { giftLanding, content, blocks } = homepageView(home.data, flow, query);
  return (
    <div className="sf-content-home" data-flow={flow} data-gift-landing={giftLanding ? 'true' : undefined}>
      <Jumbotron data={content.jumbotron} flow={flow} />
      <Blocks blocks={blocks} flow={flow} />
    </div>
  );
}
