/**
 * The customer account pages of mf-content (site-wide §2 account routes; decision 0082): `/account/signin?origin=`
 * (an e-mailed one-time code, then back to the same-site origin with the browser's wishlist merged into the
 * account's) and `/account/settings/profile` (name, phone, language, newsletter consent, sign out everywhere,
 * delete my account and data). Sign-in ends with a page load, so the chrome starts again signed in.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isApiError } from '@storefront/api-client';
import { sameSitePath } from '@storefront/contracts';
import { readWishlist, replaceWishlist } from '@storefront/event-bus';
import { Alert, Button } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { deleteAccount, mergeWishlist, readProfile, requestSignInCode, saveProfile, signInWithCode, signOut, type Profile } from '../../api/account';
import { usePageTitle } from '../../shared/head';

/** Each language in its own words (the list a visitor reads whatever the site's language). */
const LANGUAGE_NAMES = { fr: 'Français', es: 'Español', nl: 'Nederlands', it: 'Italiano' } as const;

/** Page loads (an object so that tests can replace it: jsdom does not navigate). */
export const browser = { load: (url: string) => window.location.assign(url) };

function Field({ label, value, onChange, type = 'text', autoComplete }: { label: string; value: string; onChange: (v: string) => void; type?: string; autoComplete?: string }) {
  const id = useId();
  return (
    <p className="sf-content-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} required={type === 'email'} />
    </p>
  );
}

export function SignInPage({ origin }: { origin: string | null }) {
  const { context } = useApp();
  const t = useT();
  usePageTitle(t('account.signInTitle'));
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [error, setError] = useState<'code' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestSignInCode(context, email);
      setStep('code');
    } catch {
      setError('failed');
    }
    setBusy(false);
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInWithCode(context, email, code);
      // the browser's list joins the account's; the merged one is kept here and on every device
      replaceWishlist(await mergeWishlist(context, readWishlist()));
      browser.load(sameSitePath(origin ?? '/', window.location.host));
    } catch (err) {
      setError(isApiError(err) && err.status === 401 ? 'code' : 'failed');
      setBusy(false);
    }
  };

  return (
    <div className="sf-content-page sf-content-account">
      <h1 className="sf-content-page__title">{t('account.signInTitle')}</h1>
      {step === 'email' ? (
        <form onSubmit={(e) => void sendCode(e)} noValidate={false}>
          <p>{t('account.signInText')}</p>
          <Field label={t('account.email')} type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Button type="submit" variant="primary" disabled={busy}>
            {t('account.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={(e) => void submitCode(e)}>
          <p>{t('account.codeSent', { email })}</p>
          <Field label={t('account.code')} autoComplete="one-time-code" value={code} onChange={setCode} />
          <Button type="submit" variant="primary" disabled={busy}>
            {t('account.signIn')}
          </Button>
          <Button type="button" variant="link" onClick={() => setStep('email')}>
            {t('account.otherEmail')}
          </Button>
        </form>
      )}
      {error && <Alert variant="error">{t(error === 'code' ? 'account.wrongCode' : 'common.error')}</Alert>}
    </div>
  );
}

export function ProfilePage() {
  const { context } = useApp();
  const t = useT();
  usePageTitle(t('account.profileTitle'));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'saved' | 'failed'>('loading');

  useEffect(() => {
    readProfile(context).then(
      (p) => {
        setProfile(p);
        setState('ready');
      },
      (err) => {
        if (isApiError(err) && err.status === 401) browser.load(`/account/signin?origin=${encodeURIComponent('/account/settings/profile')}`);
        else setState('failed');
      },
    );
  }, [context]);

  if (!profile) return state === 'failed' ? <Alert variant="error">{t('common.error')}</Alert> : null;
  const set = (change: Partial<Profile>) => setProfile({ ...profile, ...change });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { firstName, lastName, phone, language, newsletter } = profile;
      setProfile(await saveProfile(context, { firstName, lastName, phone, language, newsletter }));
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="sf-content-page sf-content-account">
      <h1 className="sf-content-page__title">{t('account.profileTitle')}</h1>
      <form onSubmit={(e) => void save(e)}>
        <p>
          {t('account.email')} : <strong>{profile.email}</strong>
        </p>
        <Field label={t('account.firstName')} autoComplete="given-name" value={profile.firstName ?? ''} onChange={(v) => set({ firstName: v || null })} />
        <Field label={t('account.lastName')} autoComplete="family-name" value={profile.lastName ?? ''} onChange={(v) => set({ lastName: v || null })} />
        <Field label={t('account.phone')} type="tel" autoComplete="tel" value={profile.phone ?? ''} onChange={(v) => set({ phone: v || null })} />
        <p className="sf-content-field">
          <label>
            {t('account.language')}{' '}
            <select value={profile.language ?? ''} onChange={(e) => set({ language: (e.target.value || null) as Profile['language'] })}>
              <option value="">—</option>
              {(['fr', 'es', 'nl', 'it'] as const).map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
        </p>
        <p className="sf-content-field">
          <label>
            <input type="checkbox" checked={profile.newsletter} onChange={(e) => set({ newsletter: e.target.checked })} /> {t('account.newsletter')}
          </label>
        </p>
        <Button type="submit" variant="primary">
          {t('account.save')}
        </Button>
      </form>
      {state === 'saved' && <Alert variant="success">{t('account.saved')}</Alert>}
      {state === 'failed' && <Alert variant="error">{t('common.error')}</Alert>}
      <p>
        <Button type="button" variant="secondary" onClick={() => void signOut(context, true).then(() => browser.load('/'))}>
          {t('account.signOutEverywhere')}
        </Button>
      </p>
      <p>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            if (window.confirm(t('account.deleteConfirm'))) void deleteAccount(context).then(() => browser.load('/'));
          }}
        >
          {t('account.delete')}
        </Button>
      </p>
    </div>
  );
}

export function AccountPage({ section, query }: { section: string; query: URLSearchParams }) {
  return section === 'signin' ? <SignInPage origin={query.get('origin')} /> : <ProfilePage />;
}
export default AccountPage;
