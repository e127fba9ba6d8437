/**
 * The chrome's side panel (burger menu, gift drawer, check-my-booking view): a modal dialog that locks body
 * scrolling, closes on Escape or backdrop click, keeps focus inside and gives it back on close.
 *
 * Why not @storefront/ui's Drawer (tried): the Drawer translates its close button through @storefront/i18n, so
 * the shell would have to declare @storefront/ui, @storefront/i18n and i18next, and the build
 * factory shares every declared one as a singleton. The shell then provides those singletons too, which
 * (1) changed which copies the remotes get and left mf-search showing raw message keys, and (2) added 0.4 KB
 * gzip of share-scope metadata to the shell's initial JS (118.4 KB of the 120 KB budget). Bundling them privately
 * instead would download a second i18next with the first panel opened. This component is the same behaviour in
 * 60 lines with the shell's own messages; switch when @storefront/ui offers a Drawer without the i18n dependency
 * (e.g. a `closeLabel` prop).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './overlay.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Overlay(props: { title: string; side: 'left' | 'right'; onClose: () => void; closeLabel: string; children: ReactNode; headerStart?: ReactNode }) {
  const { onClose } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    styles.use();
    return () => styles.unuse();
  }, []);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      } else if (e.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [onClose]);
  // In <body>, not in the header: the header's stacking context would put the panel under the remotes' sticky bars.
  return createPortal(
    <div className="sf-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={`sf-overlay-panel sf-overlay-${props.side}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="sf-overlay-head">
          {props.headerStart}
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="sf-icon-button" onClick={onClose} aria-label={props.closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sf-overlay-body">{props.children}</div>
      </div>
    </div>,
    document.body,
  );
}
