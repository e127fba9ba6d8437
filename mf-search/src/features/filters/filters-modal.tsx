/** The 'Filters' modal (a chunk of its own, fetched when it opens): full screen on phones, a dialog with every section on desktop. */
import { resetFilters } from '@storefront/criteria';
import { Modal } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { availableSections, useDraft, type FiltersProps } from './filters';
import { SectionBody } from './sections';

/** 'Filters' modal with Confirm and Reset: drafts until Confirm, closing restores them from the URL. */
export function FiltersModal({ flow, criteria, facets, onApply, open, onClose }: FiltersProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { draft, patch, reset, normalised, setDraft } = useDraft(criteria, flow);
  const sections = availableSections(flow, facets, criteria);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('filters.title')}
      mobile="fullscreen"
      footer={
        <div className="sf-search-modal-actions">
          <button type="button" className="sf-search-button sf-search-button--ghost" onClick={() => setDraft(resetFilters(draft, flow))}>
            {t('filters.reset')}
          </button>
          <button
            type="button"
            className="sf-search-button"
            onClick={() => {
              onApply(normalised());
              onClose();
            }}
          >
            {t('filters.confirm')}
          </button>
        </div>
      }
    >
      {sections.map((key) => (
        <div key={key} className="sf-search-filters-modal__section">
          <SectionBody section={key} flow={flow} facets={facets} draft={draft} patch={patch} />
        </div>
      ))}
    </Modal>
  );
}
