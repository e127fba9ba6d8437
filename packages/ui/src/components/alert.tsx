import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export type AlertVariant = 'success' | 'info' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  /** Announce politely even for errors (default: errors are assertive role=alert, others role=status). */
  polite?: boolean;
  action?: ReactNode;
  className?: string;
}

const ICONS: Record<AlertVariant, string> = {
  success: 'M5 12l4 4 10-10',
  info: 'M12 8h.01M11 12h1v5h1',
  warning: 'M12 8v5M12 16h.01',
  error: 'M8 8l8 8M16 8l-8 8',
};

export function Alert({ variant = 'info', title, children, onClose, polite, action, className }: AlertProps) {
  const { t } = useUiTranslation();
  const role = variant === 'error' && !polite ? 'alert' : 'status';
  return (
    <div role={role} className={cx('sf-ui-alert', `sf-ui-alert--${variant}`, className)}>
      <svg className="sf-ui-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d={ICONS[variant]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="sf-ui-alert__content">
        {title ? <p className="sf-ui-alert__title">{title}</p> : null}
        {children ? <div className="sf-ui-alert__text">{children}</div> : null}
        {action ? <div className="sf-ui-alert__action">{action}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className="sf-ui-alert__close" aria-label={t('close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
