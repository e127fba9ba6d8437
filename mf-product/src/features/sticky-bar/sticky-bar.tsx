/**
 * Price and action fixed at the bottom of the screen while the booking panel (#sf-product-booking) is out of view:
 * on non-mobile once the main booking bar has scrolled away (§2.2); on phones and tablets, where the panel comes
 * after the whole description, also before it is reached, so the purchase is always one tap away. The action
 * brings the panel into view and moves the focus to it (its heading when it has one).
 */
import { useEffect, useState } from 'react';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';
import { scrollToSection } from '../scroll';

export const BOOKING_PANEL_ID = 'sf-product-booking';

export function StickyBar({
  label,
  price,
  fromPrice,
  action,
}: {
  label: string;
  price: number | null | undefined;
  fromPrice: boolean;
  action: string;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(BOOKING_PANEL_ID);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry!.isIntersecting));
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);
  if (!visible) return null;
  const toPanel = () => {
    const panel = document.getElementById(BOOKING_PANEL_ID);
    if (panel) scrollToSection(panel, { focus: document.getElementById(`${BOOKING_PANEL_ID}-title`) ?? true });
  };
  return (
    <div
      className="sf-product-sticky"
      role="region"
      aria-label={t('booking.stickyBar')}
      data-testid="sticky-booking-bar"
    >
      <span className="sf-product-sticky__label">{label}</span>
      {price !== null && price !== undefined ? (
        <strong className="sf-product-sticky__price">
          {fromPrice ? <span className="sf-product-muted">{t('common.from')} </span> : null}
          {formatMoney(price, site)}
        </strong>
      ) : null}
      <Button onClick={toPanel}>{action}</Button>
    </div>
  );
}
