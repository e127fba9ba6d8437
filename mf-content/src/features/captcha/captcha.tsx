/**
 * Self-hosted proof-of-work captcha (ALTCHA widget, challenge from our API, works offline), invisible like the
 * spec's recaptcha (site-wide §4): no checkbox to tick. The form starts the work in the background once the
 * visitor is in it (`start`) and its submit waits for the payload (`solve`), solving a challenge then if none is
 * ready. The widget module is loaded only when the form needs it.
 */
import { createElement, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { SITES } from '@storefront/contracts';
import { useApp, useT } from '../../app-context';
import { captchaChallengeUrl } from '../../api/marketing';

interface AltchaGlobal {
  i18n: { set(lang: string, strings: Record<string, string>): void };
}

/** The methods of the `altcha-widget` element used here. */
interface AltchaWidget extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
}

export interface CaptchaHandle {
  /** Starts solving a challenge in the background (once; again after a reset, an error or an expiry). */
  start(): void;
  /** The payload of a solved challenge, solving one now if none is ready; rejects when it cannot be solved. */
  solve(): Promise<string>;
  /** Forgets the payload (used or refused by the server): the next `solve` runs a new challenge. */
  reset(): void;
}

let widgetModule: Promise<unknown> | null = null;
function loadWidget(): Promise<unknown> {
  widgetModule ??= import(/* webpackChunkName: "altcha" */ 'altcha');
  return widgetModule;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function Captcha({ handle }: { handle: Ref<CaptchaHandle> }) {
  const { context } = useApp();
  const t = useT();
  const lang = SITES[context.locale].language;
  const widget = useMemo(() => deferred<AltchaWidget>(), []);
  const pending = useRef<Promise<string> | null>(null);
  const ref = useRef<HTMLElement | null>(null);
  const challenge = captchaChallengeUrl(context);

  useEffect(() => {
    let alive = true;
    void loadWidget().then(() => {
      (globalThis as { $altcha?: AltchaGlobal }).$altcha?.i18n.set(lang, {
        label: t('captcha.label'),
        verifying: t('captcha.verifying'),
        verified: t('captcha.verified'),
        error: t('captcha.error'),
        expired: t('captcha.expired'),
        verify: t('captcha.verify'),
        waitAlert: t('captcha.waitAlert'),
        verificationRequired: t('form.captchaRequired'),
        loading: t('common.loading'),
        reload: t('common.retry'),
        footer: t('captcha.footer'),
        ariaLinkLabel: 'ALTCHA',
        cancel: t('common.close'),
      });
      const el = ref.current;
      if (alive && el) widget.resolve(el as AltchaWidget);
    });
    return () => {
      alive = false;
    };
  }, [lang, t, widget]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // an expired or failed challenge is solved again on the next start / solve
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state === 'expired' || state === 'error') pending.current = null;
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(
    handle,
    () => {
      const solve = () => {
        pending.current ??= widget.promise
          .then((el) => el.verify())
          .then((result) => {
            if (!result?.payload) throw new Error('captcha not solved');
            return result.payload;
          });
        const current = pending.current;
        current.catch(() => {
          if (pending.current === current) pending.current = null;
        });
        return current;
      };
      return {
        start: () => void solve().catch(() => undefined),
        solve,
        reset: () => {
          pending.current = null;
        },
      };
    },
    [widget],
  );

  // the element is in the page from the start (the widget upgrades it once its module is in); invisible display
  return createElement('altcha-widget', { ref, challenge, language: lang, name: 'captcha', auto: 'off', display: 'invisible', hidden: true });
}
export default Captcha;
