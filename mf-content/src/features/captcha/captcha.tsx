/**
 * Self-hosted proof-of-work captcha (ALTCHA widget, challenge from our API, works offline). The widget module is
 * loaded only when the form needs it. `onChange` receives the payload once verified, null otherwise.
 */
import { createElement, useEffect, useRef, useState } from 'react';
import { SITES } from '@storefront/contracts';
import { useApp, useT } from '../../app-context';
import { captchaChallengeUrl } from '../../api/marketing';

interface AltchaGlobal {
  i18n: { set(lang: string, strings: Record<string, string>): void };
}

let widgetModule: Promise<unknown> | null = null;
function loadWidget(): Promise<unknown> {
  widgetModule ??= import(/* webpackChunkName: "altcha" */ 'altcha');
  return widgetModule;
}

export function Captcha({ onChange }: { onChange: (payload: string | null) => void }) {
  const { context } = useApp();
  const t = useT();
  const ref = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const lang = SITES[context.locale].language;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let alive = true;
    void loadWidget().then(() => {
      const altcha = (globalThis as { $altcha?: AltchaGlobal }).$altcha;
      altcha?.i18n.set(lang, {
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
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [lang, t]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !ready) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  return (
    <div className="sf-content-captcha" aria-label={t('form.captcha')} role="group">
      {ready ? createElement('altcha-widget', { ref, challenge: captchaChallengeUrl(context), language: lang, name: 'captcha', auto: 'off' }) : <p>{t('common.loading')}</p>}
    </div>
  );
}
export default Captcha;
