/** Eco label block (shown only with at least 8 eco facilities) and its modal. */
import { useState } from 'react';
import { Button, Modal } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { Hotel } from '../../api/types';
import { showsEcoBlock } from '../hotel-page/rules';

export function EcoLabel({ facilities }: { facilities: Hotel['ecoFacilities'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!showsEcoBlock(facilities)) return null;
  return (
    <section className="sf-product-eco" aria-labelledby="sf-product-eco-title">
      <h3 id="sf-product-eco-title">
        <span aria-hidden="true">🌿 </span>
        {t('eco.title')}
      </h3>
      <p>{t('eco.text', { count: facilities.length })}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('eco.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('eco.modalTitle')}>
        <ul className="sf-product-list">
          {facilities.map((f) => (
            <li key={f.code}>{f.label}</li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
