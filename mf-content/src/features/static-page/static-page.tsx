/** Static content page per locale (conditions, data protection, cookies, hotel partnership); press room only es_ES and fr_FR. */
import { paths, type SiteCode } from '@storefront/contracts';
import { formatDate } from '@storefront/i18n';
import { Alert, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchStaticPage, staticPageKey } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { StaticPage as StaticData } from '../../api/types';
import { useSeo } from '../../shared/head';
import { Link } from '../../shared/navigation';
import { RichText } from '../../shared/rich-text';

/** The press-room link is shown only for es_ES and fr_FR (site-wide §2). */
export const PRESS_ROOM_SITES: readonly SiteCode[] = ['es_ES', 'fr_FR'];

export function StaticView({ data }: { data: StaticData }) {
  const { context } = useApp();
  const t = useT();
  const press = PRESS_ROOM_SITES.includes(context.locale) ? data.links.pressRoom : undefined;
  return (
    <article className="sf-content-page sf-content-static">
      <h1 className="sf-content-page__title">{data.title}</h1>
      <p className="sf-content-static__updated">{t('staticPage.updated', { date: formatDate(data.updatedAt, 'PPP', context.locale) })}</p>
      <div className="sf-content-static__layout">
        <div className="sf-content-static__text">
          <RichText className="sf-content-page__intro" html={data.intro} />
          {data.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <RichText html={section.html} />
            </section>
          ))}
        </div>
        <aside className="sf-content-static__aside" aria-labelledby="sf-content-static-links">
          <h2 id="sf-content-static-links">{t('staticPage.usefulLinks')}</h2>
          <ul>
            {data.links.helpCentre && (
              <li>
                <Link href={data.links.helpCentre} newTab newTabLabel={t('common.newTab')}>
                  {t('staticPage.helpCentre')}
                </Link>
              </li>
            )}
            <li>
              <Link href={paths(context.locale).contact()}>{t('staticPage.contact')}</Link>
            </li>
            {data.links.boxShop && (
              <li>
                <Link href={data.links.boxShop} newTab newTabLabel={t('common.newTab')}>
                  {t('staticPage.boxShop')}
                </Link>
              </li>
            )}
            {press && (
              <li>
                <Link href={press} newTab newTabLabel={t('common.newTab')} data-testid="press-room">
                  {t('staticPage.pressRoom')}
                </Link>
              </li>
            )}
          </ul>
        </aside>
      </div>
    </article>
  );
}

export function StaticPage({ slug }: { slug: string }) {
  const { context, preview } = useApp();
  const t = useT();
  const page = useResource(staticPageKey(context, slug), () => fetchStaticPage(context, slug), { preview });
  const data = page.status === 'success' ? page.data : null;
  useSeo(data?.seo ?? null, context.environment);
  if (page.status === 'loading') return <Skeleton lines={10} />;
  if (page.status === 'error') {
    return (
      <div className="sf-content-page">
        <Alert variant="error">{t('common.error')}</Alert>
      </div>
    );
  }
  return <StaticView data={page.data} />;
}
export default StaticPage;
