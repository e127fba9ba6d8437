/**
 * React plumbing of the shell's chrome: each piece (header, top bar, footer, shell pages) is a single-spa
 * application rendered with React 19 createRoot inside an error boundary that shows the crash page.
 */
import { Component, createContext, startTransition, type AnchorHTMLAttributes, useContext, useEffect, useState, type ErrorInfo, type MouseEvent, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { navigateToUrl } from 'single-spa';
import type { RouteMatch } from '@storefront/contracts';
import { format, type MessageKey, type Messages } from '../i18n';
import { currentRoute, shellState, type ShellState } from '../runtime/state';
import { CRASH_LOCATION } from '../errors/log';
import { reportError } from '../errors/report';
import { CrashPage } from '../pages/crash-page';

const ShellContext = createContext<ShellState | null>(null);

/** Gives the shell's state to a tree of the chrome (each chrome application renders one). */
export function ShellProvider({ state, children }: { state: ShellState; children: ReactNode }) {
  return <ShellContext.Provider value={state}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const s = useContext(ShellContext);
  if (!s) throw new Error('useShell outside the shell');
  return s;
}

export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { messages } = useShell();
  return (key, values) => format(messages[key], values);
}

/** The current route, updated on every single-spa navigation (path, query or hash). */
export function useRoute(): RouteMatch {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return route;
}

export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Desktop versus mobile, recomputed on a debounced resize (site-wide §9). */
export function useIsDesktop(): boolean {
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
  const [desktop, setDesktop] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDesktop(read()), 150);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return desktop;
}

/** Client-side navigation for same-application links; modified clicks and new tabs keep the browser's way. */
export function onNavigate(event: MouseEvent<HTMLAnchorElement>): void {
  const a = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (a.target && a.target !== '_self') return;
  if (a.origin !== window.location.origin) return;
  event.preventDefault();
  navigateToUrl(a.href);
}

export function Link({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(e) => {
        onClick?.(e);
        onNavigate(e);
      }}
    />
  );
}

class ErrorBoundary extends Component<{ name: string; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, CRASH_LOCATION, `${this.props.name}${info.componentStack ? ` ${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`);
  }
  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}

export type ChromeProps = { name: string };
export interface ChromeLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: ChromeProps) => Promise<void>;
  unmount: () => Promise<void>;
}

/** Calls `onCommit` once its tree is first committed to the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** A React single-spa application of the shell, rendered into `slotId`. */
export function reactApplication(slotId: string, render: () => ReactNode, styles?: { use(): void; unuse(): void }): ChromeLifecycles {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const slot = document.getElementById(slotId);
      if (!slot) throw new Error(`slot #${slotId} not found`);
      styles?.use();
      host = document.createElement('div');
      host.dataset.app = props.name;
      slot.append(host);
      const created = (root = createRoot(host));
      // rendered in a transition: in slices of a few milliseconds, not one long task while the page boots; the mount
      // settles once the tree is on the page
      await new Promise<void>((rendered) =>
        startTransition(() =>
          created.render(
            <ShellProvider state={shellState()}>
              <Committed onCommit={rendered}>
                <ErrorBoundary name={props.name}>{render()}</ErrorBoundary>
              </Committed>
            </ShellProvider>,
          ),
        ),
      );
    },
    unmount: async () => {
      root?.unmount();
      host?.remove();
      root = null;
      host = null;
      styles?.unuse();
    },
  };
}

export type { Messages };
