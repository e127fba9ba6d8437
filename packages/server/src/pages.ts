/**
 * The HTML of every page route: the shell's index.html with the site resolved from the Host header
 * (html lang, canonical, alternates, robots) and the runtime configuration injected as JSON.
 */
import {
  EARLY_CLICK_ATTRIBUTE,
  FIRST_VIEW_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
  BRAND,
  defaultTitle,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_STYLE_ATTRIBUTE,
  RESERVE_ATTRIBUTE,
  firstViewSlot,
  type FirstView,
  RUNTIME_CONFIG_ELEMENT_ID,
  TOP_BAR_KINDS,
  SITES,
  headTags,
  matchRoute,
  resolveSite,
  type Environment,
  type HostsConfig,
  type RouteMatch,
  type RuntimeConfig,
  type SiteCode,
} from '@storefront/contracts';
import type { FeaturesFile } from './storefront-config';
import { escapeAttr, scriptJson } from './html';
import { bannerHeights, bannerSpaceCss, bannersFor, flowOfUrl } from './banner-space';
import type { ContentIndex } from './content-index';
import type { RegistryDocument } from '@storefront/contracts';

export interface PageSettings {
  environment: Environment;
  /** Name of the registry file pages use (registry.<name>.json): the environment's, or e.g. `dev-servers`. */
  registryName: string;
  hosts: HostsConfig;
  origins: Record<SiteCode, string>;
  toggles: RuntimeConfig['toggles'];
  features: FeaturesFile;
  /** See RuntimeConfig.customerCare (the agent is the request's). */
  customerCareSignIn: Omit<RuntimeConfig['customerCare'], 'agent'>;
  /** See RuntimeConfig.mapStyleUrl. */
  mapStyleUrl: string | null;
}

const SKIP: Record<string, string> = { fr: 'Aller au contenu', es: 'Ir al contenido', nl: 'Naar de inhoud', it: 'Vai al contenuto' };

export interface RenderedPage {
  status: number;
  html: string;
  site: SiteCode;
  route: RouteMatch;
}


/** Which registry a page uses: a mini-site's own, or the environment's. */
export function registryUrlFor(environment: string, route: RouteMatch): string {
  return route.params.minisite ? `/registry/${environment}/minisite/${encodeURIComponent(route.params.minisite)}.json` : `/registry/${environment}.json`;
}

export function runtimeConfigFor(
  settings: PageSettings,
  content: ContentIndex,
  host: string,
  url: string,
  registry: RegistryDocument | null,
  /** the request's verified customer-care agent (or null) and signed-in customer, from their session cookies */
  identity: { agent: string | null; signedIn: boolean },
  registryName: string = settings.registryName,
): { config: RuntimeConfig; route: RouteMatch; customerCare: boolean } {
  const pathname = url.split(/[?#]/)[0] || '/';
  const resolved = resolveSite(host, pathname, settings.hosts);
  const site = resolved.site;
  const route = matchRoute(url, site, {
    toggles: settings.toggles[site],
    cmsSlugs: content.cmsSlugs[site] ?? [],
    minisites: content.minisites,
    customerCare: { active: resolved.customerCare, hasToken: resolved.customerCare && identity.agent !== null },
    remotes: registry ? Object.keys(registry.remotes) : undefined,
  });
  const config: RuntimeConfig = {
    environment: settings.environment,
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    site,
    hosts: settings.hosts,
    origins: settings.origins,
    registryUrl: registryUrlFor(registryName, route),
    ...(registry ? { registry } : {}),
    toggles: settings.toggles,
    experiments: settings.features.experiments,
    cmsSlugs: content.cmsSlugs,
    minisites: content.minisites,
    messengerAppId: settings.features.messengerAppId?.[settings.environment] ?? null,
    mapStyleUrl: settings.mapStyleUrl,
    showErrors: settings.environment !== 'production',
    customerCare: { ...settings.customerCareSignIn, agent: resolved.customerCare ? identity.agent : null },
    signedIn: identity.signedIn,
  };
  return { config, route, customerCare: resolved.customerCare };
}

/** Chrome slots whose space the first HTML reserves (see index.html and banner-space.ts). */
export interface ReservedSpace {
  /** The top bar shows on this page kind. */
  topBar: boolean;
  /** Banner heights at RESERVE_WIDTHS, or null when the page shows no banners. */
  banners: number[] | null;
}

/** What the first HTML reserves for a page: the top bar by page kind; the banners from the CMS documents. */
export function reservedSpaceFor(
  route: RouteMatch,
  site: SiteCode,
  url: string,
  content: ContentIndex,
  options: { customerCare: boolean; bannersRemote: boolean; promoBannerVariant?: boolean },
): ReservedSpace {
  const choice = options.bannersRemote && content.banners ? bannersFor(content.banners, site, route.kind, flowOfUrl(url), options.promoBannerVariant) : null;
  // customer-care mode shows the promo bar but not the announcement banner (site-wide §6)
  const banners = bannerHeights(choice && options.customerCare ? { ...choice, announcement: null } : choice);
  return { topBar: TOP_BAR_KINDS.includes(route.kind), banners };
}

/** A first view in a page: the remote's view and the id of the page application whose slot holds it ('mf_product/spa'). */
export interface PageFirstView {
  view: FirstView;
  appId: string;
}

/** Id of the template holding the preload hints of a page with a first view (see afterLoad). */
export const AFTER_LOAD_ELEMENT_ID = 'sf-after-load';

/**
 * A click on a first view's button before its remote hydrates is kept (contracts EARLY_CLICK_ATTRIBUTE: the last one,
 * its default action prevented) for the remote to replay; links are left to the browser.
 */
const EARLY_CLICKS = `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button,[role=button],[role=tab]');var v=b&&b.localName!=='a'&&b.closest('[${FIRST_VIEW_ATTRIBUTE}]:not([${HYDRATING_ATTRIBUTE}])');if(!v)return;e.preventDefault();[].forEach.call(v.querySelectorAll('[${EARLY_CLICK_ATTRIBUTE}]'),function(x){x.removeAttribute('${EARLY_CLICK_ATTRIBUTE}')});b.setAttribute('${EARLY_CLICK_ATTRIBUTE}','')},true);`;

/**
 * A page with a first view is readable (and its links work) before any script has run: its scripts and their preload
 * hints start once the page has loaded (its first paint and its images done), so that they do not compete with them
 * for the network. The shell's entry scripts are taken out of the template and added by this inline script, which
 * sits in the head so that it keeps the early clicks from the first paint on.
 */
function afterLoad(template: string, preloads: string[], nonceAttr: string): { template: string; tags: string } {
  const entries: string[] = [];
  const without = template.replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    entries.push(src);
    return '';
  });
  // the scripts in one task, then each preload hint in a task of its own: a hint costs the main thread up to a few
  // milliseconds (its request starts there), and twenty of them in one task made a long task on a slow phone
  const loader = `(function(){${EARLY_CLICKS}function go(){${scriptJson(entries)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)});var t=document.getElementById('${AFTER_LOAD_ELEMENT_ID}');if(t)[].slice.call(t.content.children).forEach(function(hint){setTimeout(function(){document.head.appendChild(hint)},0)})}if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})()`;
  return { template: without, tags: `<template id="${AFTER_LOAD_ELEMENT_ID}">${preloads.join('')}</template><script${nonceAttr}>${loader}</script>` };
}

/**
 * Without JavaScript the chrome never renders: the space reserved for it is given back, and a plain header links
 * the brand to the site's homepage (a first view's own links work the same way).
 */
const NO_SCRIPT_STYLE =
  '<noscript><style>#sf-banners,#sf-top-bar{display:none}#sf-header{min-height:0}.sf-noscript-header{display:flex;align-items:center;min-height:64px;padding:0 16px;border-bottom:1px solid var(--sf-color-line)}.sf-noscript-header a{color:var(--sf-color-brand);font-size:1.25rem;font-weight:700;text-decoration:none}</style></noscript>';

function noScriptHeader(site: SiteCode): string {
  return `<noscript><header class="sf-noscript-header"><a href="${escapeAttr(SITES[site].basePath || '/')}">${escapeAttr(BRAND[SITES[site].language])}</a></header></noscript>`;
}

/** CSS inside a style element: nothing can close the element. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

export function renderPage(
  template: string,
  config: RuntimeConfig,
  route: RouteMatch,
  url: string,
  reserved: ReservedSpace = { topBar: false, banners: null },
  preloads: string[] = [],
  firstView: PageFirstView | null = null,
  nonce = '',
): RenderedPage {
  const site = config.site;
  const tags = headTags(route, site, url, config.origins, config.environment);
  // the response's CSP nonce (content-security.ts) on the scripts of the template and this function only, before
  // any content of the request or a first view joins the page
  const nonceAttr = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  const noncedTemplate = template.replace(/<script\b/g, `<script${nonceAttr}`);
  const late = firstView ? afterLoad(noncedTemplate, route.kind === 'notFound' ? [] : preloads, nonceAttr) : null;
  // the page's own title, description and robots when its first view set them (as its components do in the browser)
  const own = firstView?.view.head ?? {};
  const head = [
    `<meta name="robots" content="${escapeAttr(own.robots ?? tags.robots)}" />`,
    ...(own.description ? [`<meta name="description" content="${escapeAttr(own.description)}" />`] : []),
    `<link rel="canonical" href="${escapeAttr(tags.canonical)}" />`,
    ...tags.alternates.map((a) => `<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}" />`),
    ...(reserved.banners ? [bannerSpaceCss(reserved.banners)] : []),
    NO_SCRIPT_STYLE,
    ...(route.kind === 'notFound' || late ? [] : preloads),
    ...(late ? [late.tags] : []),
    ...(firstView ? [`<style ${FIRST_VIEW_STYLE_ATTRIBUTE}="${escapeAttr(firstView.view.state.remote)}">${styleText(firstView.view.css)}</style>`] : []),
  ].join('\n    ');
  const configScript = [
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config)}</script>`,
    ...(firstView ? [`<script id="${FIRST_VIEW_ELEMENT_ID}" type="application/json">${scriptJson(firstView.view.state)}</script>`] : []),
  ].join('\n    ');
  const html = (late?.template ?? noncedTemplate)
    .replace('%SF_LANG%', SITES[site].htmlLang)
    .replace('%SF_TITLE%', () => escapeAttr(own.title ?? defaultTitle(site)))
    .replace('%SF_SKIP%', SKIP[SITES[site].language] ?? SKIP.fr ?? '')
    .replace('<!--sf:head-->', () => head)
    .replace('<!--sf:config-->', () => configScript)
    .replace('<div id="sf-banners">', reserved.banners ? `<div id="sf-banners" ${RESERVE_ATTRIBUTE}>` : '<div id="sf-banners">')
    .replace('<div id="sf-header">', () => `<div id="sf-header">${noScriptHeader(site)}`)
    .replace('<div id="sf-top-bar">', reserved.topBar ? `<div id="sf-top-bar" ${RESERVE_ATTRIBUTE}>` : '<div id="sf-top-bar">')
    .replace('<main id="sf-main" tabindex="-1"></main>', () => `<main id="sf-main" tabindex="-1">${firstView ? firstViewSlot(firstView.appId, firstView.view.html) : ''}</main>`);
  return { status: route.kind === 'notFound' ? 404 : 200, html, site, route };
}
