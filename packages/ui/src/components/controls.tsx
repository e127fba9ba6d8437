import { useEffect, useId, useRef, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (role="switch"), e.g. 'Include offers around'. */
export function Toggle({ checked, onChange, label, description, disabled, className }: ToggleProps) {
  const labelId = useId();
  const descId = useId();
  return (
    <div className={cx('sf-ui-toggle', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descId : undefined}
        disabled={disabled}
        className="sf-ui-toggle__switch"
        onClick={() => onChange(!checked)}
      >
        <span className="sf-ui-toggle__thumb" aria-hidden="true" />
      </button>
      <span id={labelId} className="sf-ui-toggle__label" onClick={() => !disabled && onChange(!checked)}>
        {label}
      </span>
      {description ? (
        <span id={descId} className="sf-ui-toggle__description">
          {description}
        </span>
      ) : null}
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Mixed state (a group partly selected). */
  indeterminate?: boolean;
  /** Extra text after the label (a facet count). */
  hint?: ReactNode;
}

/** A native checkbox with its label (facets with zero count are passed disabled). */
export function Checkbox({ label, checked, onChange, indeterminate, hint, className, disabled, ...rest }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return (
    <label className={cx('sf-ui-check', disabled && 'sf-ui-check--disabled', className)}>
      <input {...rest} ref={ref} type="checkbox" className="sf-ui-check__input" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span className="sf-ui-check__label">{label}</span>
      {hint !== undefined && hint !== null ? <span className="sf-ui-check__hint">{hint}</span> : null}
    </label>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  hideLegend?: boolean;
  name?: string;
  value: V | null;
  options: ReadonlyArray<RadioOption<V>>;
  onChange: (value: V) => void;
  /** Error message shown under the group (e.g. 'Please choose an option.'). */
  error?: ReactNode;
  className?: string;
}

/** Native radio buttons in a fieldset (arrow keys move between options). */
export function RadioGroup<V extends string>({ legend, hideLegend, name, value, options, onChange, error, className }: RadioGroupProps<V>) {
  const generated = useId();
  const errorId = useId();
  return (
    <fieldset className={cx('sf-ui-radio-group', className)} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={cx('sf-ui-radio-group__legend', hideLegend && 'sf-ui-visually-hidden')}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={cx('sf-ui-check', 'sf-ui-check--radio', o.disabled && 'sf-ui-check--disabled')}>
          <input
            type="radio"
            className="sf-ui-check__input"
            name={name ?? generated}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span className="sf-ui-check__label">{o.label}</span>
          {o.hint !== undefined && o.hint !== null ? <span className="sf-ui-check__hint">{o.hint}</span> : null}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="sf-ui-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface StepperProps {
  /** Visible label (e.g. 'Adults'); also names the +/- buttons. */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Hint under the label (e.g. '12+'). */
  hint?: ReactNode;
  step?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * A number picker with labelled - and + buttons and a spinbutton (arrow keys, Home, End).
 * Changes outside [min, max] are ignored: onChange is only called with values in range.
 */
export function Stepper({ label, value, min, max, onChange, hint, step = 1, disabled, className }: StepperProps) {
  const { t } = useUiTranslation();
  const labelId = useId();
  const hintId = useId();
  const change = (next: number) => {
    if (disabled || !Number.isFinite(next) || next < min || next > max || next === value) return;
    onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const map: Record<string, number> = { ArrowUp: value + step, ArrowRight: value + step, ArrowDown: value - step, ArrowLeft: value - step, Home: min, End: max };
    if (e.key in map) {
      e.preventDefault();
      change(map[e.key]!);
    }
  };
  return (
    <div className={cx('sf-ui-stepper', className)} role="group" aria-labelledby={labelId}>
      <span className="sf-ui-stepper__text">
        <span id={labelId} className="sf-ui-stepper__label">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="sf-ui-stepper__hint">
            {hint}
          </span>
        ) : null}
      </span>
      <span className="sf-ui-stepper__controls">
        <button
          type="button"
          className="sf-ui-stepper__button"
          aria-label={t('stepper.decrease', { label })}
          disabled={disabled || value - step < min}
          onClick={() => change(value - step)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <span
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-disabled={disabled || undefined}
          className="sf-ui-stepper__value"
          onKeyDown={onKeyDown}
        >
          {value}
        </span>
        <button
          type="button"
          className="sf-ui-stepper__button"
          aria-label={t('stepper.increase', { label })}
          disabled={disabled || value + step > max}
          onClick={() => change(value + step)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </span>
    </div>
  );
}
