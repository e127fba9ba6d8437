/** 'Cancellation conditions': the card's link; the modal is a chunk of its own, fetched when it first opens. */
import { Suspense, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import type { CancellationView } from '../../api/types';
import { lazyPart, preloadOnIntent } from '../../lazy/lazy-part';

const CancellationModal = lazyPart(() => import(/* webpackChunkName: "cancellation" */ './cancellation-modal').then((m) => m.CancellationModal));

export function CancellationButton({ cancellation }: { cancellation: CancellationView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="sf-search-link sf-search-card__cancellation" onClick={() => setOpen(true)} {...preloadOnIntent(CancellationModal)}>
        {t('card.cancellation')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CancellationModal cancellation={cancellation} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
