/** Tells the visitor that impossible values of the link (dates, travellers, ids) were ignored. */
import { Alert } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { ProductHashKey } from '../../state/url';

export function InvalidLinkNotice({ invalid }: { invalid: ProductHashKey[] }) {
  const { t } = useTranslation();
  if (!invalid.length) return null;
  const names = invalid.map((k) => (k === 'checkin' ? t('booking.dates') : k === 'a' ? t('booking.adults') : k === 'c' ? t('booking.children') : k === 'b' ? t('booking.babies') : k));
  return <Alert variant="warning">{t('common.invalidLink', { fields: [...new Set(names)].join(', ') })}</Alert>;
}
