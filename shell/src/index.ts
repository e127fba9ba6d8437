/**
 * The single-spa root config (plain TypeScript). It reads the runtime configuration injected by the server,
 * fetches the remote registry (per environment, or the mini-site's own), registers the remotes with the
 * Module Federation runtime, and registers the chrome and one application per remote by route.
 */
import { addErrorHandler, getAppStatus, navigateToUrl, registerApplication, setMountMaxTime, start, unloadApplication, type AppError } from 'single-spa';
import { emit, on } from '@storefront/event-bus';
import { syncAccountWishlist } from './runtime/account-wishlist';
import {
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE_S,
  REMOTES,
  RESERVE_ATTRIBUTE,
  SITES,
  assignVariants,
  bannerPageOf,
  defaultTitle,
  matchRoute,
  nextTask,
  pageContextOf,
  readCookie,
  resolveSite,
  writeCookie,
  type RemoteContainer,
  type RemoteLifecycleProps,
  type SiteCode,
} from '@storefront/contracts';
import { loadMessages } from './i18n';
import { readRuntimeConfig } from './runtime/config';
import { routeOf, setShellState, shellState } from './runtime/state';
import { updateHead } from './runtime/head';
import { loadExposed, loadRemoteProp, pageRegistry, registerRegistry, remoteBase, resetRemote } from './remotes/federation';
import { abandonHungScripts } from './remotes/hung-loads';
import { navigationNoticeMs } from './remotes/notice-time';
import { resilientApplication, type RemoteLifecycles } from './remotes/resilient-application';
import { reportError } from './errors/report';
import { CRASH_LOCATION } from './errors/log';
import { afterChromeRendered, headerApplication } from './chrome/header-app';
import { BANNERS_MAX_WAIT_MS, mainSlotSignal } from './remotes/after-main-slot';
import { topBarApplication } from './chrome/top-bar-app';
import { releaseReservedSpace } from './chrome/reserved-space';

/** Performance mark of the shell's start (read in traces). */
export const SHELL_START_MARK = 'storefront:shell-start';

/** The head a page has before it sets its own: the site's title, no description. */
function resetPageHead(site: SiteCode): void {
  document.title = defaultTitle(site);
  document.head.querySelector('meta[name="description"]')?.remove();
}

async function boot(): Promise<void> {
  // first: a history change from here on is seen with its time
  const noticeMs = navigationNoticeMs();
  // the boot's steps are tasks of their own, not one chain of promise callbacks after the federation runtime's start
  await nextTask();
  const config = await readRuntimeConfig();
  const resolved = resolveSite(window.location.host, window.location.pathname, config.hosts);
  const site = config.site;
  const customerCare = resolved.customerCare;
  const messagesPromise = loadMessages(SITES[site].language);
  performance.mark(SHELL_START_MARK);
  const registryPromise = pageRegistry(config, (error) => reportError(error, 'shell.registry'));

  // document.cookie is a synchronous round trip to the browser's cookie store: read once for the boot's three cookies
  const cookies = document.cookie;
  const assignment = assignVariants(config.experiments, site, readCookie(EXPERIMENT_COOKIE, cookies), window.location.search);
  writeCookie(EXPERIMENT_COOKIE, assignment.cookieValue, EXPERIMENT_COOKIE_MAX_AGE_S);

  const [messages, registry] = await Promise.all([messagesPromise, registryPromise]);
  await nextTask();
  const remotes = registry?.remotes ?? {};
  const { context, routing } = pageContextOf({
    config,
    url: window.location.href,
    customerCare,
    // the agent the server verified (the session cookie is HttpOnly: no script reads it)
    hasCustomerCareToken: config.customerCare.agent !== null,
    experiments: assignment.variants,
    // Without a registry the pages keep their kind and their slot shows the retry message.
    remotes: registry ? Object.keys(remotes) : undefined,
  });
  setShellState({ config, site, context, routing, remotes, messages, loggedIn: config.signedIn });
  if (config.signedIn) syncAccountWishlist(config.endpoints.frontGateway);
  registerRegistry(remotes);

  emit('locale', { locale: site });
  on('navigate', ({ url }) => navigateToUrl(url));
  window.addEventListener('error', (e) => reportError(e.error ?? e.message, CRASH_LOCATION));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason, CRASH_LOCATION));

  // A mini-site has its own registry: crossing its boundary is a full page load.
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<{ oldUrl?: string; newUrl: string; cancelNavigation?: () => void }>).detail;
    const next = matchRoute(detail.newUrl, site, routing);
    // a new page starts with the site's title and no description, until its remote sets its own
    if (detail.oldUrl && new URL(detail.oldUrl).pathname !== new URL(detail.newUrl).pathname) resetPageHead(site);
    if ((next.params.minisite ?? null) !== (context.minisite?.slug ?? null) && detail.cancelNavigation) {
      detail.cancelNavigation();
      window.location.assign(detail.newUrl);
    }
  });
  window.addEventListener('single-spa:routing-event', () => updateHead(routeOf(window.location)));

  const props = (): RemoteLifecycleProps & { name?: string } => ({ context, domElement: document.getElementById('sf-main') as HTMLElement, loadRemote: loadRemoteProp });
  const failureMessages = () => shellState().messages;

  // Chrome: always mounted.
  registerApplication({ name: 'shell:header', app: headerApplication, activeWhen: () => true });
  registerApplication({ name: 'shell:top-bar', app: topBarApplication, activeWhen: () => true });
  // The page in the main slot comes first; the footer and the banners wait for it (see after-main-slot.ts).
  const mainSlot = mainSlotSignal(() => document.getElementById('sf-main'));
  // The footer is below the fold: its code (and the sanitiser of its legal text) is fetched once the page's own
  // content is in, so that it competes neither on the network nor on the main thread with the page.
  registerApplication({
    name: 'shell:footer',
    app: () => afterChromeRendered().then(() => mainSlot.wait(BANNERS_MAX_WAIT_MS)).then(() => import(/* webpackChunkName: "footer" */ './chrome/footer-app')),
    activeWhen: () => true,
  });
  // The shell's own pages: 404, Belgian splash, customer-care login (settled once mounted, like a remote's page).
  registerApplication({
    name: 'shell:page',
    app: () => import(/* webpackChunkName: "shell-pages" */ './pages/page-app').then((m) => ({ bootstrap: m.bootstrap, mount: [m.mount, async () => mainSlot.settled()], unmount: m.unmount })),
    activeWhen: (loc) => routeOf(loc).remote === 'shell',
  });

  // One application per remote page container, by route.
  const containers = (registry ? Object.keys(remotes) : Object.values(REMOTES).map((r) => r.container)) as RemoteContainer[];
  for (const container of containers) {
    registerApplication<RemoteLifecycleProps>({
      name: container,
      app: async () =>
        resilientApplication<RemoteLifecycleProps>({
          id: `${container}/spa`,
          slot: () => document.getElementById('sf-main'),
          load: (fresh) => {
            if (fresh) resetRemote(container);
            return loadExposed<RemoteLifecycles<RemoteLifecycleProps>>(`${container}/spa`);
          },
          messages: failureMessages,
          noticeMs,
          // the abandoned loads fail in promise callbacks: the retry starts a task later, once they have
          onRetry: () => {
            const base = remoteBase(container);
            if (base && abandonHungScripts(base) > 0) return nextTask();
          },
          onSettled: mainSlot.settled,
          onError: (error, id) => reportError(error, `shell.remote.${id}`),
        }),
      activeWhen: (loc) => routeOf(loc).remote === container,
      customProps: props,
    });
  }
  if (containers.includes('mf_content')) {
    releaseReservedSpace(document.getElementById('sf-banners'));
    registerApplication<RemoteLifecycleProps>({
      name: 'mf_content:banners',
      app: async () =>
        resilientApplication<RemoteLifecycleProps>({
          id: 'mf_content/banners',
          slot: () => document.getElementById('sf-banners'),
          // never resets mf_content (the page's own mf_content application may be loading at the same time)
          load: () => mainSlot.wait(BANNERS_MAX_WAIT_MS).then(() => loadExposed<RemoteLifecycles<RemoteLifecycleProps>>('mf_content/banners')),
          // Banners are decoration: a failure leaves the slot empty (and is retried on the next navigation).
          quiet: true,
          messages: failureMessages,
          onError: (error, id) => reportError(error, `shell.remote.${id}`),
        }),
      // in customer-care mode too: the application hides the announcement banner and the newsletter pop-up there
      // itself (site-wide §6) and keeps the promo bar
      activeWhen: (loc) => bannerPageOf(routeOf(loc).kind) !== null,
      customProps: () => ({ context, domElement: document.getElementById('sf-banners') as HTMLElement, loadRemote: loadRemoteProp }),
    });
  } else document.getElementById('sf-banners')?.removeAttribute(RESERVE_ATTRIBUTE);

  // Last layer: an application that throws outside the wrappers is logged and loaded afresh next time.
  addErrorHandler((error: AppError) => {
    reportError(error, `shell.app.${error.appOrParcelName}`);
    const name = error.appOrParcelName;
    if (getAppStatus(name) === 'LOAD_ERROR' || getAppStatus(name) === 'NOT_MOUNTED') void unloadApplication(name).catch(() => undefined);
  });

  // A remote's mount includes its load and its own mount (the retry message shows at 2.2 s): no early single-spa warning.
  setMountMaxTime(8000, false, 6000);
  updateHead(routeOf(window.location));
  start({ urlRerouteOnly: true });
}

boot().catch((error: unknown) => {
  reportError(error, CRASH_LOCATION, 'boot');
  const main = document.getElementById('sf-main');
  const retry: Record<string, string> = { fr: 'Réessayer', es: 'Reintentar', nl: 'Opnieuw proberen', it: 'Riprova' };
  if (main) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = retry[document.documentElement.lang.slice(0, 2)] ?? retry.fr ?? '';
    button.addEventListener('click', () => window.location.reload());
    main.replaceChildren(button);
  }
});
