import type { MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export interface BreadcrumbItem {
  label: string;
  /** Root-relative or absolute link; the last item (current page) may omit it. */
  href?: string;
}

/** schema.org BreadcrumbList of the items, with absolute URLs built on `origin`. */
export function breadcrumbJsonLd(items: ReadonlyArray<BreadcrumbItem>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      ...(item.href ? { item: absolute(item.href, origin) } : {}),
    })),
  };
}

function absolute(href: string, origin: string): string {
  try {
    return new URL(href, origin || 'http://localhost').toString();
  } catch {
    return href;
  }
}

/** JSON for a script tag: '<' escaped so content can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface BreadcrumbProps {
  items: ReadonlyArray<BreadcrumbItem>;
  /** Origin of the structured data URLs (default: the page's). */
  origin?: string;
  /** Emit the JSON-LD script (default true). */
  structuredData?: boolean;
  /** Called instead of the default navigation (single-spa navigateToUrl). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/** Breadcrumb navigation with the current page marked, plus its BreadcrumbList structured data. */
export function Breadcrumb({ items, origin, structuredData = true, onNavigate, className }: BreadcrumbProps) {
  const { t } = useUiTranslation();
  const list = items.filter((i) => i && typeof i.label === 'string' && i.label.trim() !== '');
  if (list.length === 0) return null;
  const base = origin ?? (typeof window !== 'undefined' ? window.location.origin : '');
  return (
    <nav aria-label={t('breadcrumb')} className={cx('sf-ui-breadcrumb', className)}>
      <ol className="sf-ui-breadcrumb__list">
        {list.map((item, i) => {
          const last = i === list.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="sf-ui-breadcrumb__item">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a
                  href={item.href}
                  onClick={
                    onNavigate
                      ? (e) => {
                          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                          e.preventDefault();
                          onNavigate(item.href!, e);
                        }
                      : undefined
                  }
                >
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(list, base)) }} />
      ) : null}
    </nav>
  );
}
