import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDismissableLayer } from '../hooks/use-dismissable-layer';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export type DialogPlacement = 'center' | 'right' | 'left' | 'bottom' | 'auto-drawer';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  /** The dialog's title; it labels the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  /** Element focused on open (default the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
  /** Accessible description (aria-describedby) text or id of an element inside. */
  describedBy?: string;
  /** Where the portal goes (default document.body). */
  container?: Element | null;
  /** A control shown before the title (a back arrow in sub-levels). */
  headerStart?: ReactNode;
}

/**
 * The modal layer shared by Modal and Drawer: portal, backdrop, aria-modal dialog labelled by its title,
 * focus trap returning focus to the opener, Escape (top-most layer only) and body scroll lock while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  initialFocus,
  closeOnBackdrop = true,
  className,
  describedBy,
  container,
  headerStart,
  placement,
  size,
}: DialogProps & { placement: DialogPlacement; size?: 'small' | 'medium' | 'large' | 'full'; }) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panel, open, { initialFocus });
  useDismissableLayer({ active: open, onDismiss: onClose });
  if (!open || typeof document === 'undefined') return null;
  const target = container ?? document.body;
  return createPortal(
    <div className={cx('sf-ui-dialog', `sf-ui-dialog--${placement}`)} data-sf-ui-layer="">
      <div
        className="sf-ui-dialog__backdrop"
        aria-hidden="true"
        data-testid="sf-ui-backdrop"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('sf-ui-dialog__panel', size && `sf-ui-dialog__panel--${size}`, className)}
      >
        <div className="sf-ui-dialog__header">
          {headerStart}
          <h2 id={titleId} className={cx('sf-ui-dialog__title', hideTitle && 'sf-ui-visually-hidden')}>
            {title}
          </h2>
          <button type="button" className="sf-ui-dialog__close" aria-label={t('close')} onClick={onClose}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        <div className="sf-ui-dialog__body">{children}</div>
        {footer ? <div className="sf-ui-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    target,
  );
}

export interface ModalProps extends DialogProps {
  /** Width on desktop (default medium); 'full' covers the whole window (a photo viewer). */
  size?: 'small' | 'medium' | 'large' | 'full';
  /**
   * Layout below 600 px: 'fullscreen' (default, site-wide: full-screen on mobile) or 'bottom' (a bottom sheet,
   * e.g. the room offer detail). Desktop is always centred.
   */
  mobile?: 'fullscreen' | 'bottom';
}

/** Centred modal on desktop, full-screen (or bottom sheet) on mobile. */
export function Modal({ size = 'medium', mobile = 'fullscreen', className, ...props }: ModalProps) {
  return <Dialog {...props} placement="center" size={size} className={cx(`sf-ui-modal--mobile-${mobile}`, className)} />;
}

export interface DrawerProps extends DialogProps {
  /** 'auto' (default): right side on desktop, bottom on mobile. Or force a side. */
  side?: 'auto' | 'right' | 'left' | 'bottom';
}

/** A side panel: right on desktop and bottom on mobile by default. */
export function Drawer({ side = 'auto', ...props }: DrawerProps) {
  return <Dialog {...props} placement={side === 'auto' ? 'auto-drawer' : side} />;
}
