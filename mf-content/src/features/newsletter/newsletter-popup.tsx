/**
 * The newsletter pop-up (site-wide §4): scheduled 10 s after an internal navigation onto home, stay, hotel or
 * search pages unless the acquisition cookie exists (and never in customer-care mode); closing or subscribing
 * sets the cookie; closes about 1.2 s after success.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { readCookie, writeCookie, type PageKind } from '@storefront/contracts';
import { NewsletterForm } from './newsletter-form';
import { NewsletterLegal } from './newsletter-legal';
import { ACQUISITION_COOKIE, ACQUISITION_COOKIE_MAX_AGE, POPUP_CLOSE_AFTER_SUCCESS_MS, POPUP_DELAY_MS, shouldSchedulePopup } from './newsletter-rules';
import { useNewsletter } from './use-newsletter';

export function recordAcquisition(): void {
  writeCookie(ACQUISITION_COOKIE, '1', ACQUISITION_COOKIE_MAX_AGE);
}

export interface NewsletterPopupProps {
  pageKind: PageKind;
  /** changes on every navigation (the current path) */
  navigationKey: string;
  internalNavigation: boolean;
}

export function NewsletterPopup({ pageKind, navigationKey, internalNavigation }: NewsletterPopupProps) {
  const { context } = useApp();
  const t = useT();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const close = useCallback(() => {
    recordAcquisition();
    setOpen(false);
  }, []);

  const onSuccess = useCallback(() => {
    recordAcquisition();
    closeTimer.current = setTimeout(() => setOpen(false), POPUP_CLOSE_AFTER_SUCCESS_MS);
  }, []);
  const newsletter = useNewsletter('popup', onSuccess);

  useEffect(() => {
    if (open) return;
    const schedule = shouldSchedulePopup({
      internalNavigation,
      pageKind,
      hasAcquisitionCookie: readCookie(ACQUISITION_COOKIE) !== null,
      customerCare: context.customerCare,
    });
    if (!schedule) return;
    const timer = setTimeout(() => {
      if (readCookie(ACQUISITION_COOKIE) === null) setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
    // a new navigation restarts the delay
  }, [navigationKey, pageKind, internalNavigation, context.customerCare, open]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  return (
    <Modal open={open} onClose={close} title={t('newsletter.popupTitle')} size="small" mobile="bottom">
      <div className="sf-content-newsletter sf-content-newsletter--popup" data-testid="newsletter-popup">
        <p>{t('newsletter.popupText')}</p>
        <NewsletterForm newsletter={newsletter} autoFocus />
        <NewsletterLegal />
      </div>
    </Modal>
  );
}
