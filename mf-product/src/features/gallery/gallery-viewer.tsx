/** Full-screen photo viewer of the gallery (loaded when it opens): arrows and buttons go through the photos. */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Modal, imageUrl } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { Image } from '../../api/types';

export default function Viewer({ images, open, start, onClose }: { images: readonly Image[]; open: boolean; start: number; onClose: () => void }) {
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
    <Modal open={open} onClose={onClose} title={t('gallery.viewer')} size="full" className="sf-product-viewer">
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
