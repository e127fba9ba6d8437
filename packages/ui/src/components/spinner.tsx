import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Text for screen readers (default 'Loading…' translated). */
  label?: string;
  /** Purely visual (inside a busy button): no status role. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'medium', label, decorative, className }: SpinnerProps) {
  const { t } = useUiTranslation();
  const circle = (
    <svg className="sf-ui-spinner__circle" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="42 100" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return <span className={cx('sf-ui-spinner', `sf-ui-spinner--${size}`, className)} aria-hidden="true">{circle}</span>;
  return (
    <span role="status" className={cx('sf-ui-spinner', `sf-ui-spinner--${size}`, className)}>
      {circle}
      <span className="sf-ui-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
