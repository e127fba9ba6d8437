/** Hotel reviews modal (site-wide §2, §4): sort and language filters, show more loads the next page. */
import { useEffect, useState } from 'react';
import { useSite, useTranslation } from '@storefront/i18n';
import { Button, Modal, Spinner } from '@storefront/ui';
import { useApp } from '../../app-context';
import { REVIEW_LANGUAGES, REVIEW_SORTS, fetchReviews, type ReviewLanguage, type ReviewSort } from '../../api/product';
import type { Reviews } from '../../api/types';
import { ReviewItem } from './review-item';
import { reviewLanguageOf, reviewsMessage } from './rules';

export interface ReviewsModalProps {
  hotelId: number;
  open: boolean;
  onClose: () => void;
}

export default function ReviewsModal({ hotelId, open, onClose }: ReviewsModalProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { client } = useApp();
  const [sort, setSort] = useState<ReviewSort>('DATE_DESC');
  const [language, setLanguage] = useState<ReviewLanguage>(() => reviewLanguageOf(site));
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState<Reviews[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    // Every page asks the same way: when the language has no review, the next pages continue the list of the
    // other languages that the first page fell back to (asking page 1 without the fallback would load nothing).
    fetchReviews(client, hotelId, { language, sort, page, fallback: true }, controller.signal).then(
      (answer) => {
        setPages((previous) => (page === 0 ? [answer] : [...previous, answer]));
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [open, client, hotelId, language, sort, page]);

  const change = (next: { sort?: ReviewSort; language?: ReviewLanguage }) => {
    if (next.sort) setSort(next.sort);
    if (next.language) setLanguage(next.language);
    setPage(0);
  };
  const first = pages[0];
  const list = pages.flatMap((p) => p.list);
  const message = first ? reviewsMessage(first, language) : null;
  const languageName = language === 'all' ? '' : t(`reviews.languages.${language}`);
  return (
    <Modal open={open} onClose={onClose} title={t('reviews.title')} size="large">
      {failed ? (
        <p role="alert">{t('common.error')}</p>
      ) : (
        <div className="sf-product-reviews-modal">
          <div className="sf-product-reviews-modal__filters">
            <label>
              {t('reviews.sort')}
              <select className="sf-product-select" value={sort} onChange={(e) => change({ sort: e.target.value as ReviewSort })}>
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`reviews.sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('reviews.language')}
              <select className="sf-product-select" value={language} onChange={(e) => change({ language: e.target.value as ReviewLanguage })}>
                <option value="all">{t('reviews.allLanguages')}</option>
                {REVIEW_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`reviews.languages.${l}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {message === 'beFirst' ? <p>{t('reviews.beFirst')}</p> : null}
          {message === 'noneInLanguage' ? (
            <p role="status" className="sf-product-notice">
              {t('reviews.noneInLanguage', { language: languageName })}{' '}
              <button type="button" className="sf-product-link" onClick={() => change({ language: 'all' })}>
                {t('reviews.seeAllLanguages')}
              </button>
            </p>
          ) : null}
          <ul className="sf-product-reviews">
            {list.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {loading ? <Spinner /> : null}
          {!loading && first && list.length < first.totalCount ? (
            <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
              {t('reviews.showMore')}
            </Button>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
