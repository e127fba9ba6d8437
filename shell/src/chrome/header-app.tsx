import styles from './chrome.css';
import { reactApplication } from './shell-react';
import { Header } from './header';

/** Performance mark set once the chrome has first rendered (the budgets measure the JS fetched before it). */
export const CHROME_RENDERED_MARK = 'storefront:chrome-rendered';

const app = reactApplication('sf-header', () => <Header />, styles);

/** The header application (always mounted), also owning the chrome's stylesheet. */
export const headerApplication: typeof app = {
  ...app,
  mount: async (props) => {
    await app.mount(props);
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(CHROME_RENDERED_MARK).length > 0) return;
      performance.mark(CHROME_RENDERED_MARK);
      window.dispatchEvent(new Event(CHROME_RENDERED_MARK));
    });
  },
};

/** Resolves once the chrome has rendered and the browser is idle (for below-the-fold parts such as the footer). */
export function afterChromeRendered(): Promise<void> {
  const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50)));
  if (performance.getEntriesByName(CHROME_RENDERED_MARK).length > 0) return idle();
  return new Promise<void>((resolve) => window.addEventListener(CHROME_RENDERED_MARK, () => resolve(), { once: true })).then(idle);
}
