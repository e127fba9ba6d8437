/** 'Cancellation conditions' modal: the deadline is shown as success when it exists, otherwise as information. */
import { formatDate, useSite, useTranslation } from '@storefront/i18n';
import { Alert, Modal } from '@storefront/ui';
import type { CancellationView } from '../../api/types';

export function cancellationVariant(c: CancellationView): 'success' | 'info' {
  return c.deadline ? 'success' : 'info';
}

export function CancellationModal({ cancellation, onClose }: { cancellation: CancellationView; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Modal open onClose={onClose} title={t('cancellation.title')} size="small">
      <Alert variant={cancellationVariant(cancellation)}>
        {cancellation.deadline ? t('cancellation.deadline', { date: formatDate(cancellation.deadline, 'd MMMM yyyy', site) }) : cancellation.message}
      </Alert>
      {cancellation.deadline && cancellation.message && <p>{cancellation.message}</p>}
      <p className="sf-search-muted">{t('cancellation.rules')}</p>
    </Modal>
  );
}
