import type { ReactNode } from 'react';
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { useT } from '../../app-context';
import type { OrderView } from '../../api/orders';

/** How an order's amounts and dates read, the same on its confirmation page and in the trips list. */
export function useOrderFormats() {
  const site = useSite();
  return {
    money: (cents: number) => formatMoney(cents, site, { fractionDigits: 2 }),
    date: (iso: string) => formatDate(iso, 'EEEE d MMMM yyyy', site),
  };
}

/** A voucher or gift card the order issued: what it is, its value, its code and its validity; `children` acts on it. */
export function IssuedItem({ issued, codeTestId, children }: { issued: OrderView['issued'][number]; codeTestId: string; children?: ReactNode }) {
  const t = useT();
  const { money, date } = useOrderFormats();
  return (
    <li>
      <p>
        {t(`confirmation.issued.${issued.kind}`)} · {money(issued.value)}
      </p>
      <p>
        {t('confirmation.code')} <strong data-testid={codeTestId}>{issued.code}</strong>
      </p>
      <p className="sf-checkout-muted">{t('confirmation.validUntil', { date: date(issued.validUntil) })}</p>
      {children}
    </li>
  );
}
