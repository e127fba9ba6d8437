/**
 * Customer-care agents' ID tokens (site-wide spec §6; docs/decisions/0080-customer-care-agents.md): Google's in
 * staging and production, the local development issuer's in development and test. One check for both: signature
 * against the issuer's key set (RS256 only: `alg: none` and HMAC tokens are refused), issuer, audience (the
 * configured client id), expiry, a verified e-mail of the company's hosted domain.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { ApiError } from '../server/errors';
import { DEVELOPMENT_CUSTOMER_CARE, type ApiConfig } from '../server/config';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const GOOGLE_KEYS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const DEVELOPMENT_ISSUER = 'https://development-issuer.storefront.invalid';

export interface AgentTokenRules {
  issuers: string[];
  /** the configured client id */
  audience: string;
  hostedDomain: string;
  keys: JWTVerifyGetKey;
}

export interface VerifiedAgent {
  email: string;
  name: string | null;
}

function refused(message: string): ApiError {
  return new ApiError(401, 'INVALID_AGENT_TOKEN', message);
}

/** The agent an ID token names, or a 401 INVALID_AGENT_TOKEN saying why it is refused. */
export async function verifyAgentToken(idToken: string, rules: AgentTokenRules): Promise<VerifiedAgent> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, rules.keys, {
      issuer: rules.issuers,
      audience: rules.audience,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'email'],
      clockTolerance: 5,
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw refused('The token has expired');
    if (err instanceof errors.JWTClaimValidationFailed) throw refused(`The token's "${err.claim}" claim is not accepted`);
    // the key set could not be fetched (Google's, in production): nobody can be verified right now
    if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) throw new ApiError(503, 'ISSUER_UNAVAILABLE', "The issuer's key set cannot be read; try again");
    throw refused('The token is not a valid signed ID token of the configured issuer');
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
  if (payload.hd !== rules.hostedDomain || !email.endsWith(`@${rules.hostedDomain}`)) throw refused('The account is not of the company domain');
  if (payload.email_verified !== true) throw refused('The account e-mail is not verified');
  return { email, name: typeof payload.name === 'string' ? payload.name : null };
}

/** The local issuer of development and test: its own key pair, made when the process starts (no network). */
export interface DevelopmentIssuer {
  keys: JWTVerifyGetKey;
  /** An ID token as Google would issue it for `email` (claims overridable, for tests of refusals). */
  issue(email: string, claims?: Record<string, unknown>, expires?: string | number): Promise<string>;
}

export async function createDevelopmentIssuer(audience: string, hostedDomain: string): Promise<DevelopmentIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'development-1';
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  return {
    keys,
    issue: (email, claims = {}, expires = '1h') =>
      new SignJWT({
        iss: DEVELOPMENT_ISSUER,
        aud: audience,
        sub: `development-${email}`,
        email,
        email_verified: true,
        hd: hostedDomain,
        name: email.split('@')[0],
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(privateKey),
  };
}

/**
 * The rules of this environment, with the development issuer in development and test only; null in staging and
 * production without GOOGLE_CLIENT_ID and CUSTOMER_CARE_DOMAIN (agents cannot sign in).
 */
export async function agentTokenRules(config: Pick<ApiConfig, 'environment' | 'customerCare'>): Promise<{ rules: AgentTokenRules | null; issuer: DevelopmentIssuer | null }> {
  if (config.environment === 'development' || config.environment === 'test') {
    const audience = config.customerCare.googleClientId ?? DEVELOPMENT_CUSTOMER_CARE.googleClientId;
    const hostedDomain = config.customerCare.hostedDomain ?? DEVELOPMENT_CUSTOMER_CARE.hostedDomain;
    const issuer = await createDevelopmentIssuer(audience, hostedDomain);
    return { rules: { issuers: [DEVELOPMENT_ISSUER], audience, hostedDomain, keys: issuer.keys }, issuer };
  }
  const { googleClientId, hostedDomain } = config.customerCare;
  if (!googleClientId || !hostedDomain) return { rules: null, issuer: null };
  return { rules: { issuers: GOOGLE_ISSUERS, audience: googleClientId, hostedDomain, keys: createRemoteJWKSet(new URL(GOOGLE_KEYS_URL)) }, issuer: null };
}
