/**
 * The chrome's side panels (burger menu, gift drawer, check-my-booking view) are @storefront/ui's Drawer: a modal
 * dialog that locks body scrolling, closes on Escape, the backdrop or its close button, keeps focus inside and
 * gives it back on close. The shell's initial JS is unchanged: the panels, @storefront/ui (a shared singleton,
 * usually already loaded by the page's remote) and its stylesheet load with the lazy chunk of the first panel opened.
 */
import { useEffect, type ReactNode } from 'react';
import { Drawer } from '@storefront/ui';
import uiStyles from '@storefront/ui/ui.css';
import styles from './overlay.css';

export function Overlay(props: { title: string; side: 'left' | 'right'; onClose: () => void; children: ReactNode; headerStart?: ReactNode }) {
  useEffect(() => {
    uiStyles.use();
    styles.use();
    return () => {
      styles.unuse();
      uiStyles.unuse();
    };
  }, []);
  return (
    <Drawer open side={props.side} title={props.title} onClose={props.onClose} headerStart={props.headerStart} className="sf-overlay-panel">
      {props.children}
    </Drawer>
  );
}
