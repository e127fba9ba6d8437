/**
 * CMS blocks of the homepage and of generic CMS pages: main USP list (variants), marketing (promoList),
 * categories, banner, top search results, best boxes, gift block, targeted banner, jumbotron with promo,
 * top bar and promo cards. Unknown block types are skipped.
 */
import { useT } from '../../app-context';
import type { Block, CmsFlow } from '../../api/types';
import { Link } from '../../shared/navigation';
import { RichText } from '../../shared/rich-text';
import { ContentBoxes } from '../content-boxes/content-boxes';
import { GiftBlock } from '../gift-block/gift-block';
import { Jumbotron } from '../jumbotron/jumbotron';
import { TargetedBanner } from '../targeted-banner/targeted-banner';

const ICONS: Record<string, string> = {
  calendar: 'M7 3v3M17 3v3M4 9h16M5 6h14v14H5z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  tag: 'M3 12V4h8l10 10-8 8z M7.5 7.5h.01',
  phone: 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2 4 4 0 0 1 7 2c0 5.5-7 10-7 10',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};

function Icon({ name }: { name: string }) {
  return (
    <svg className="sf-content-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICONS[name] ?? ICONS.star} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BlockView({ block, index, flow, mainHeading = false }: { block: Block; index: number; flow: CmsFlow; mainHeading?: boolean }) {
  const t = useT();
  const id = `sf-content-block-${index}`;
  switch (block._type) {
    case 'mainUsp':
      return (
        <ul className={`sf-content-block sf-content-usp sf-content-usp--${block.variant}`}>
          {block.list.map((item) => (
            <li key={item.text} className="sf-content-usp__item">
              <Icon name={item.icon} />
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      );
    case 'marketing':
      return (
        <section className="sf-content-block sf-content-marketing" aria-labelledby={id}>
          <h2 id={id} className="sf-content-block__title">
            {block.title}
          </h2>
          <ul className="sf-content-grid">
            {block.promoList.map((promo) => (
              <li key={promo.title} className="sf-content-card">
                <img src={promo.imageUrl} alt={promo.imageAlt === promo.title ? '' : promo.imageAlt} width={640} height={360} loading="lazy" />
                <h3 className="sf-content-card__title">{promo.title}</h3>
                <RichText className="sf-content-card__text" html={promo.text} />
                <Link href={promo.url} newTab={promo.newTab} newTabLabel={t('common.newTab')} className="sf-content-card__link">
                  {promo.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'categories':
      return (
        <section className="sf-content-block sf-content-categories" aria-labelledby={id}>
          <h2 id={id} className="sf-content-block__title">
            {block.title}
          </h2>
          <ul className="sf-content-categories__list" style={{ ['--sf-content-columns' as string]: String(block.columns) }}>
            {block.list.map((cat) => (
              <li key={cat.url}>
                <Link href={cat.url} className="sf-content-category">
                  <img src={cat.imageUrl} alt="" width={400} height={300} loading="lazy" />
                  <span>{cat.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'banner':
      return (
        <section className="sf-content-block sf-content-banner" aria-labelledby={id}>
          <picture>
            <source media="(max-width: 599px)" srcSet={block.imageMobile} />
            <img src={block.imageUrl} alt={block.imageAlt === block.title ? '' : block.imageAlt} width={1500} height={736} loading="lazy" />
          </picture>
          <div className="sf-content-banner__body">
            <h2 id={id} className="sf-content-block__title">
              {block.title}
            </h2>
            <RichText html={block.text} />
            <Link href={block.cta.url} newTab={block.cta.newTab} newTabLabel={t('common.newTab')} className="sf-ui-button sf-ui-button--primary">
              {block.cta.label}
            </Link>
          </div>
        </section>
      );
    case 'topSearchResults':
      return (
        <section className="sf-content-block sf-content-top-search" aria-labelledby={id}>
          <h2 id={id} className="sf-content-block__title">
            {block.title}
          </h2>
          <ul className="sf-content-top-search__list">
            {block.results.map((r) => (
              <li key={r.url} data-type={r.type}>
                <Link href={r.url} newTab={r.newTab} newTabLabel={t('common.newTab')}>
                  <span>{r.label}</span> <span className="sf-content-top-search__count">{t('blocks.results', { count: r.resultsCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'bestBoxes':
      return <ContentBoxes />;
    case 'giftBlock':
      return <GiftBlock />;
    case 'targetedBanner':
      return <TargetedBanner />;
    case 'jumbotron':
      return <Jumbotron data={block.jumbotron} flow={flow} headingLevel={mainHeading ? 1 : 2} />;
    case 'topBar':
      return (
        <nav className="sf-content-block sf-content-top-bar" aria-label={block.links.map((l) => l.label).join(', ')}>
          <ul>
            {block.links.map((link) => (
              <li key={link.url + link.label}>
                <Link href={link.url} newTab={link.newTab} newTabLabel={t('common.newTab')}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      );
    case 'promoCards':
      return (
        <section className="sf-content-block sf-content-promo-cards" aria-labelledby={id}>
          <h2 id={id} className="sf-content-block__title">
            {block.title}
          </h2>
          <ul className="sf-content-grid">
            {block.cards.map((card) => (
              <li key={card.title} className="sf-content-card">
                <img src={card.imageUrl} alt="" width={640} height={360} loading="lazy" />
                {card.badge && <span className="sf-content-card__badge">{card.badge}</span>}
                <h3 className="sf-content-card__title">
                  <Link href={card.url} newTab={card.newTab} newTabLabel={t('common.newTab')}>
                    {card.title}
                  </Link>
                </h3>
                <RichText className="sf-content-card__text" html={card.text} />
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      return null;
  }
}

export function Blocks({ blocks, flow = 'booking' }: { blocks: Block[]; flow?: CmsFlow }) {
  const firstJumbotron = blocks.findIndex((b) => b._type === 'jumbotron');
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={`${block._type}-${i}`} block={block} index={i} flow={flow} mainHeading={i === firstJumbotron} />
      ))}
    </>
  );
}
