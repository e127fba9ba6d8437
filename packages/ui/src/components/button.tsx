import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  size?: 'small' | 'medium' | 'large';
  /** Full width. */
  block?: boolean;
  /** Busy: disabled, aria-busy, with a spinner before the label. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'medium', block, loading, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx('sf-ui-button', `sf-ui-button--${variant}`, `sf-ui-button--${size}`, block && 'sf-ui-button--block', className)}
    >
      {loading ? <Spinner size="small" decorative /> : icon}
      {children}
    </button>
  );
}
