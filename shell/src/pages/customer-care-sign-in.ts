/**
 * Customer-care sign-in calls (site-wide spec §6): the ID token (Google's, or in development and test the local
 * issuer's) goes to the API, which verifies it and sets the agent's HttpOnly session cookie.
 */

/** Why a sign-in failed: the token was refused (401), or anything else (network, not configured). */
export type SignInFailure = 'refused' | 'unavailable';

export async function signInAgent(gateway: string, idToken: string): Promise<SignInFailure | null> {
  try {
    const answer = await fetch(`${gateway}/customer-care/session`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    if (answer.ok) return null;
    return answer.status === 401 ? 'refused' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** A token of the local development issuer (development and test only: the route does not exist elsewhere). */
export async function developmentIdToken(gateway: string): Promise<string | null> {
  try {
    const answer = await fetch(`${gateway}/customer-care/development-token`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return answer.ok ? ((await answer.json()) as { idToken: string }).idToken : null;
  } catch {
    return null;
  }
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: { theme?: string; size?: string; text?: string; locale?: string }): void;
    };
  };
}

const GOOGLE_CLIENT_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Google Identity Services' sign-in button in `parent`; `onToken` receives the ID token Google issues. */
export function renderGoogleButton(parent: HTMLElement, clientId: string, language: string, onToken: (idToken: string) => void): void {
  const render = () => {
    const google = (window as { google?: GoogleIdentity }).google;
    if (!google) return;
    google.accounts.id.initialize({ client_id: clientId, callback: (response) => onToken(response.credential), ux_mode: 'popup' });
    google.accounts.id.renderButton(parent, { theme: 'outline', size: 'large', text: 'signin_with', locale: language });
  };
  if ((window as { google?: GoogleIdentity }).google) return render();
  const script = document.createElement('script');
  script.src = GOOGLE_CLIENT_SCRIPT;
  script.async = true;
  script.onload = render;
  document.head.appendChild(script);
}
