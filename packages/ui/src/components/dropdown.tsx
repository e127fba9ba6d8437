import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useDismissableLayer, type DismissReason } from '../hooks/use-dismissable-layer';
import { focusableIn } from '../hooks/use-focus-trap';
import { cx } from './cx';

export type DropdownCloseReason = DismissReason | 'button' | 'tab' | 'select' | 'programmatic';

export interface DropdownProps {
  /** Content of the button. */
  label: ReactNode;
  /** Popover content, or a render function receiving `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state (optional). */
  open?: boolean;
  /** Called with the new state and, on close, why (guest selectors send their values on close). */
  onOpenChange?: (open: boolean, reason?: DropdownCloseReason) => void;
  /**
   * 'dialog' (default): any content, Tab moves inside it. 'menu': items with role="menuitem" navigated with the arrow keys,
   * Home and End; activating an item closes the menu.
   */
  kind?: 'dialog' | 'menu';
  /** Accessible name of the popover (default: the button's text). */
  popoverLabel?: string;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  popoverClassName?: string;
  disabled?: boolean;
}

/** A button with a popover: Escape and outside click close it, focus returns to the button on Escape. */
export function Dropdown({
  label,
  children,
  open: controlled,
  onOpenChange,
  kind = 'dialog',
  popoverLabel,
  align = 'start',
  className,
  buttonClassName,
  popoverClassName,
  disabled,
}: DropdownProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const buttonId = useId();
  const focusFirst = useRef<'first' | 'last' | null>(null);

  const setOpen = useCallback(
    (next: boolean, reason?: DropdownCloseReason) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next, reason);
    },
    [controlled, onOpenChange],
  );
  const close = useCallback(
    (reason: DropdownCloseReason = 'programmatic') => {
      setOpen(false, reason);
      if (reason !== 'outside' && reason !== 'tab') button.current?.focus();
    },
    [setOpen],
  );

  useDismissableLayer({ active: open, onDismiss: (reason) => close(reason), inside: [button, popover] });

  const items = () => (popover.current ? (kind === 'menu' ? Array.from(popover.current.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')) : focusableIn(popover.current)) : []);

  useEffect(() => {
    if (!open || !popover.current) return;
    const list = items();
    const where = focusFirst.current ?? (kind === 'menu' ? 'first' : null);
    focusFirst.current = null;
    if (where === 'last') list[list.length - 1]?.focus();
    else if (where === 'first') list[0]?.focus();
    else (list[0] ?? popover.current).focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusFirst.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = items();
        (event.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
      } else setOpen(true);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && kind === 'menu') {
      setOpen(false, 'tab');
      return;
    }
    if (event.key === 'Tab') {
      // Leaving the popover with Tab closes it.
      const list = items();
      const last = list[list.length - 1];
      const first = list[0];
      if ((!event.shiftKey && document.activeElement === last) || (event.shiftKey && document.activeElement === first)) {
        setOpen(false, 'tab');
      }
      return;
    }
    if (kind !== 'menu') return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = index <= 0 ? list.length - 1 : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next >= 0) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  const onPopoverClick = (event: MouseEvent<HTMLDivElement>) => {
    if (kind === 'menu' && (event.target as HTMLElement).closest('[role="menuitem"]')) close('select');
  };

  return (
    <div className={cx('sf-ui-dropdown', className)}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={cx('sf-ui-dropdown__button', buttonClassName)}
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={disabled}
        onClick={() => (open ? close('button') : setOpen(true))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className="sf-ui-dropdown__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div
          ref={popover}
          id={popoverId}
          role={kind === 'menu' ? 'menu' : 'dialog'}
          aria-label={popoverLabel}
          aria-labelledby={popoverLabel ? undefined : buttonId}
          tabIndex={-1}
          className={cx('sf-ui-dropdown__popover', `sf-ui-dropdown__popover--${align}`, popoverClassName)}
          onKeyDown={onPopoverKeyDown}
          onClick={onPopoverClick}
        >
          {typeof children === 'function' ? children(() => close('programmatic')) : children}
        </div>
      ) : null}
    </div>
  );
}
