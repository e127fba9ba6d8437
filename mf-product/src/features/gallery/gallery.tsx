/**
 * Photo gallery (product-and-purchase.md §2.1, §2.2, §9): a carousel on mobile; on desktop a grid of the first
 * 4 (hotel) or 5 (offer) images with a 'See {count} pictures' button opening a full-screen viewer.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel, Modal, galleryPreview, imageUrl, useIsMobile } from '@storefront/ui';
import type { Image } from '../../api/types';

export interface GalleryProps {
  images: readonly Image[];
  page: 'hotel' | 'offer';
  /** accessible name (the hotel or offer) */
  label: string;
}

function Viewer({ images, open, start, onClose }: { images: readonly Image[]; open: boolean; start: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  useEffect(() => setIndex(start), [start, open]);
  const count = images.length;
  const go = (i: number) => setIndex((i + count) % count);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    if (e.key === 'ArrowLeft') go(index - 1);
  };
  const image = images[index];
  return (
    <Modal open={open} onClose={onClose} title={t('gallery.viewer')} size="large" className="sf-product-viewer">
      <div className="sf-product-viewer__stage" onKeyDown={onKey}>
        <button type="button" className="sf-product-icon-button" aria-label={t('gallery.previous')} onClick={() => go(index - 1)}>
          ‹
        </button>
        {image ? (
          <figure className="sf-product-viewer__figure">
            <img src={imageUrl(image, '960_540')} alt={image.alt} />
            <figcaption aria-live="polite">{t('gallery.picture', { index: index + 1, count })}</figcaption>
          </figure>
        ) : null}
        <button type="button" className="sf-product-icon-button" aria-label={t('gallery.next')} onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
    </Modal>
  );
}

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
            <img key={image.url} src={imageUrl(image, '640_360')} alt={image.alt || label} loading={i === 0 ? 'eager' : 'lazy'} width={640} height={360} />
          ))}
        />
      </div>
    );
  }
  const preview = galleryPreview(images, page);
  return (
    <div className={`sf-product-gallery sf-product-gallery--grid sf-product-gallery--${page} sf-product-gallery--n${preview.length}`}>
      {preview.map((image, i) => (
        <button key={image.url} type="button" className="sf-product-gallery__item" onClick={() => setViewer(i)} aria-label={t('gallery.picture', { index: i + 1, count: images.length })}>
          <img src={imageUrl(image, i === 0 ? '960_540' : '640_360')} alt={image.alt || label} loading={i === 0 ? 'eager' : 'lazy'} />
        </button>
      ))}
      <button type="button" className="sf-product-button sf-product-button--light sf-product-gallery__all" onClick={() => setViewer(0)}>
        {t('gallery.seePictures', { count: images.length })}
      </button>
      <Viewer images={images} open={viewer !== null} start={viewer ?? 0} onClose={() => setViewer(null)} />
    </div>
  );
}
