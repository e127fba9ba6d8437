import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: ReadonlyArray<TabItem>;
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected tab id (optional). */
  value?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/** WAI-ARIA tabs: roving tabindex, arrow keys, Home and End, automatic activation. */
export function Tabs({ tabs, label, value, onChange, className }: TabsProps) {
  const enabled = tabs.filter((t) => !t.disabled);
  const [own, setOwn] = useState(enabled[0]?.id);
  const selected = value ?? own;
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((t) => t.id === selected);
    let next = -1;
    if (e.key === 'ArrowRight') next = (at + 1) % enabled.length;
    else if (e.key === 'ArrowLeft') next = (at - 1 + enabled.length) % enabled.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabled.length - 1;
    const target = enabled[next];
    if (!target) return;
    e.preventDefault();
    const id = target.id;
    select(id);
    refs.current.get(id)?.focus();
  };
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  return (
    <div className={cx('sf-ui-tabs', className)}>
      <div role="tablist" aria-label={label} className="sf-ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === selected}
            aria-controls={panelId(t.id)}
            tabIndex={t.id === selected ? 0 : -1}
            disabled={t.disabled}
            className="sf-ui-tabs__tab"
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.id} role="tabpanel" id={panelId(t.id)} aria-labelledby={tabId(t.id)} hidden={t.id !== selected} tabIndex={0} className="sf-ui-tabs__panel">
          {t.id === selected ? t.content : null}
        </div>
      ))}
    </div>
  );
}
