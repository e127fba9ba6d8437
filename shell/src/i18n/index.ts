/**
 * Shell UI strings (code-owned copy, one file per language). Only the page's language is fetched.
 * The chrome keeps i18next out of the shell's initial JavaScript; remotes use @storefront/i18n.
 */
import type { Language } from '@storefront/contracts';
import type { Messages } from './fr';

export type { Messages };
export type MessageKey = keyof Messages;

export function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'es':
      return import(/* webpackChunkName: "i18n-es" */ './es').then((m) => m.default);
    case 'nl':
      return import(/* webpackChunkName: "i18n-nl" */ './nl').then((m) => m.default);
    case 'it':
      return import(/* webpackChunkName: "i18n-it" */ './it').then((m) => m.default);
    default:
      return import(/* webpackChunkName: "i18n-fr" */ './fr').then((m) => m.default);
  }
}

/** `{name}` placeholders filled from `values`. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
