/**
 * Price and action fixed at the bottom of the screen while the booking panel (#sf-product-booking) is out of view:
 * on non-mobile once the main booking bar has scrolled away (§2.2); on phones and tablets, where the panel comes
 * after the whole description, also before it is reached, so the purchase is always one tap away. The action
 * brings the panel into view and moves the focus to it (its heading when it has one).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { Button, Price, type PriceProps } from '@storefront/ui';
import { scrollToSection } from '../scroll';

export const BOOKING_PANEL_ID = 'sf-product-booking';

export function StickyBar({
  label,
  price,
  action,
}: {
  label: string;
  /** The price the panel shows (same props as its Price), or none. */
  price: PriceProps | null | undefined;
  /** The label of the panel's own action. */
  action: string;
}) {
  const { t } = useTranslation();
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
      {price ? (
        <strong className="sf-product-sticky__price">
          <Price {...price} size="small" />
        </strong>
      ) : null}
      <Button onClick={toPanel}>{action}</Button>
    </div>
  );
}
