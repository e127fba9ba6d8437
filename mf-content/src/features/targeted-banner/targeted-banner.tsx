/** Targeted banner (site-wide §2): title, subtitle, image (mobile variant, position), CTAs, link. */
import { useApp, useT } from '../../app-context';
import { fetchTargetedBanner, targetedBannerKey } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { TargetedBanner as TargetedBannerData } from '../../api/types';
import { Link } from '../../shared/navigation';

export function TargetedBannerView({ banner }: { banner: TargetedBannerData }) {
  const t = useT();
  return (
    <section className={`sf-content-block sf-content-targeted sf-content-targeted--${banner.imagePosition}`} aria-labelledby="sf-content-targeted-title">
      <picture className="sf-content-targeted__picture">
        <source media="(max-width: 599px)" srcSet={banner.imageMobile} />
        <img src={banner.imageUrl} alt={banner.imageAlt} loading="lazy" width={1500} height={736} />
      </picture>
      <div className="sf-content-targeted__body">
        <h2 id="sf-content-targeted-title" className="sf-content-block__title">
          <Link href={banner.url} newTab={banner.newTab} newTabLabel={t('common.newTab')}>
            {banner.title}
          </Link>
        </h2>
        <p>{banner.subtitle}</p>
        <div className="sf-content-targeted__ctas">
          {banner.ctas.map((cta) => (
            <Link key={cta.url + cta.label} href={cta.url} newTab={cta.newTab} newTabLabel={t('common.newTab')} className={`sf-ui-button sf-ui-button--${cta.variant}`}>
              {cta.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

export function TargetedBanner() {
  const { context, preview } = useApp();
  const banner = useResource(targetedBannerKey(context), () => fetchTargetedBanner(context), { preview });
  if (banner.status !== 'success' || !banner.data) return null;
  return <TargetedBannerView banner={banner.data} />;
}
