/**
 * Photo gallery (product-and-purchase.md §2.1, §2.2, §9): a carousel on mobile; on desktop a grid of the first
 * 4 (hotel) or 5 (offer) images with a 'See {count} pictures' button opening a full-screen viewer.
 */
import { lazy, useState } from 'react';
import { Carousel, galleryPreview, imageUrl, useIsMobile } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { LazyOnOpen } from '../lazy-on-open';
import type { Image } from '../../api/types';

export interface GalleryProps {
  images: readonly Image[];
  page: 'hotel' | 'offer';
  /** accessible name (the hotel or offer) */
  label: string;
}

const Viewer = lazy(() => import(/* webpackChunkName: "gallery-viewer" */ './gallery-viewer'));

export function Gallery({ images, page, label }: GalleryProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [viewer, setViewer] = useState<number | null>(null);
  if (!images.length) return null;
  if (mobile) {
    return (
      <div className="sf-product-gallery sf-product-gallery--mobile">
        <Carousel
          label={t('gallery.label')}
          items={images.map((image, i) => (
            <img key={`${i}:${image.url}`} src={imageUrl(image, '640_360')} alt={image.alt || label} loading={i === 0 ? 'eager' : 'lazy'} width={640} height={360} />
          ))}
        />
      </div>
    );
  }
  const preview = galleryPreview(images, page);
  return (
    <div className={`sf-product-gallery sf-product-gallery--grid sf-product-gallery--${page} sf-product-gallery--n${preview.length}`}>
      {preview.map((image, i) => (
        <button key={`${i}:${image.url}`} type="button" className="sf-product-gallery__item" onClick={() => setViewer(i)} aria-label={t('gallery.picture', { index: i + 1, count: images.length })}>
          <img src={imageUrl(image, i === 0 ? '960_540' : '640_360')} alt={image.alt || label} loading={i === 0 ? 'eager' : 'lazy'} />
        </button>
      ))}
      <button type="button" className="sf-product-button sf-product-button--light sf-product-gallery__all" onClick={() => setViewer(0)}>
        {t('gallery.seePictures', { count: images.length })}
      </button>
      <LazyOnOpen open={viewer !== null}>
        <Viewer images={images} open start={viewer ?? 0} onClose={() => setViewer(null)} />
      </LazyOnOpen>
    </div>
  );
}
