/** Generic CMS page chosen by first path segment and locale: spinner and noindex until loaded, then its blocks and flags. */
import { useEffect } from 'react';
import { Alert, Spinner } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { cmsPageKey, fetchCmsPage } from '../../api/cms';
import { useResource } from '../../api/resource';
import { applyChromeFlags } from '../../shared/chrome-flags';
import { useSeo } from '../../shared/head';
import { Blocks } from '../blocks/blocks';

export function CmsPage({ slug }: { slug: string }) {
  const { context, preview } = useApp();
  const t = useT();
  const page = useResource(cmsPageKey(context, slug), () => fetchCmsPage(context, slug), { preview });
  const data = page.status === 'success' ? page.data : null;

  useSeo(data?.seo ?? null, context.environment, { robots: 'noindex, nofollow' });
  useEffect(() => {
    if (data) return applyChromeFlags(data.header, data.footer);
  }, [data]);

  if (page.status === 'loading') {
    return (
      <div className="sf-content-page sf-content-page--loading">
        <Spinner size="large" label={t('common.loading')} />
      </div>
    );
  }
  if (page.status === 'error') {
    return (
      <div className="sf-content-page">
        <Alert variant="error">{t('common.error')}</Alert>
      </div>
    );
  }
  return (
    <div className="sf-content-page" data-slug={slug}>
      <Blocks blocks={page.data.blocks} />
    </div>
  );
}
