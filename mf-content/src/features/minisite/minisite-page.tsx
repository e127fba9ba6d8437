/**
 * Partner mini-site landing (site-wide §3): desktop and mobile banners, optional partner name and logo, legal
 * footer with the campaign conditions. API calls under the mini-site carry its id (api-client adds minisite).
 */
import { paths } from '@storefront/contracts';
import { Alert, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchMinisite, minisiteKey } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { Minisite } from '../../api/types';
import { usePageTitle } from '../../shared/head';
import { Link } from '../../shared/navigation';
import { RichText } from '../../shared/rich-text';

export function MinisiteView({ minisite }: { minisite: Minisite }) {
  const { context } = useApp();
  const t = useT();
  const p = paths(context.locale, { minisite: minisite.minisiteUrl });
  return (
    <div className="sf-content-page sf-content-minisite" data-minisite-id={minisite.minisiteId}>
      <picture className="sf-content-minisite__banner">
        <source media="(max-width: 599px)" srcSet={minisite.bannerUrls.mobile} width={750} height={528} />
        <img src={minisite.bannerUrls.desktop} alt={minisite.bannerAlt ?? ''} width={3840} height={700} fetchPriority="high" />
      </picture>
      <div className="sf-content-minisite__head">
        {minisite.logoUrl && <img className="sf-content-minisite__logo" src={minisite.logoUrl} alt={minisite.partnerName ?? ''} width={96} height={96} />}
        <div>
          {minisite.title && <h1 className="sf-content-page__title">{minisite.title}</h1>}
          {minisite.partnerName && <p className="sf-content-minisite__partner">{t('minisite.partner', { partner: minisite.partnerName })}</p>}
          {minisite.intro && <p>{minisite.intro}</p>}
          <Link href={p.search({ flow: 'booking' })} className="sf-ui-button sf-ui-button--primary">
            {t('minisite.offers')}
          </Link>
        </div>
      </div>
      <footer className="sf-content-minisite__legal" aria-labelledby="sf-content-minisite-conditions">
        <h2 id="sf-content-minisite-conditions">{t('minisite.conditions')}</h2>
        <RichText html={minisite.footer} />
      </footer>
    </div>
  );
}

export function MinisitePage({ id }: { id: number }) {
  const { context, preview } = useApp();
  const t = useT();
  const minisite = useResource(minisiteKey(id), () => fetchMinisite(context, id), { enabled: Number.isFinite(id), preview });
  usePageTitle(minisite.status === 'success' ? minisite.data?.title : null, 'noindex, follow');
  if (minisite.status === 'loading') return <Skeleton height={400} />;
  if (minisite.status === 'error' || !minisite.data) {
    return (
      <div className="sf-content-page">
        <Alert variant="error">{t('common.error')}</Alert>
      </div>
    );
  }
  return <MinisiteView minisite={minisite.data} />;
}
export default MinisitePage;
