/** The ID-token check of customer-care agents, with real RS256 signatures (jose) and no network. */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { ApiError } from '../server/errors';
import { createDevelopmentIssuer, DEVELOPMENT_ISSUER, GOOGLE_ISSUERS, verifyAgentToken, type AgentTokenRules, type DevelopmentIssuer } from './agent-tokens';

const AUDIENCE = 'client-123.apps.googleusercontent.com';
const DOMAIN = 'voyages.example';
let issuer: DevelopmentIssuer;
let rules: AgentTokenRules;

beforeAll(async () => {
  issuer = await createDevelopmentIssuer(AUDIENCE, DOMAIN);
  rules = { issuers: [DEVELOPMENT_ISSUER], audience: AUDIENCE, hostedDomain: DOMAIN, keys: issuer.keys };
});

async function refusal(token: string, with_: AgentTokenRules = rules): Promise<{ status: number; message: string }> {
  try {
    await verifyAgentToken(token, with_);
  } catch (err) {
    if (err instanceof ApiError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error('the token was accepted');
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyAgentToken', () => {
  it("accepts a signed token of the issuer for the client id and the company's domain", async () => {
    await expect(verifyAgentToken(await issuer.issue('Marie@voyages.example'), rules)).resolves.toEqual({ email: 'marie@voyages.example', name: 'Marie' });
  });

  it('refuses an expired token', async () => {
    const token = await issuer.issue('marie@voyages.example', {}, Math.floor(Date.now() / 1000) - 60);
    expect(await refusal(token)).toEqual({ status: 401, message: 'The token has expired' });
  });

  it('refuses a token signed with another key (forged), even under the same key id', async () => {
    const forger = await createDevelopmentIssuer(AUDIENCE, DOMAIN);
    expect((await refusal(await forger.issue('marie@voyages.example'))).status).toBe(401);
  });

  it('refuses alg: none and an HMAC token signed with the public key', async () => {
    const claims = { iss: DEVELOPMENT_ISSUER, aud: AUDIENCE, email: 'marie@voyages.example', email_verified: true, hd: DOMAIN, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 };
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await refusal(none)).status).toBe(401);
    const hmac = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: 'development-1' }).sign(new TextEncoder().encode('any-secret-of-32-bytes-or-more!!'));
    expect((await refusal(hmac)).status).toBe(401);
  });

  it('refuses a token for another client id (audience)', async () => {
    expect(await refusal(await issuer.issue('marie@voyages.example', { aud: 'another-client' }))).toEqual({ status: 401, message: 'The token\'s "aud" claim is not accepted' });
  });

  it('refuses an account outside the hosted domain, or without a verified e-mail', async () => {
    expect((await refusal(await issuer.issue('marie@gmail.com', { hd: undefined }))).message).toBe('The account is not of the company domain');
    expect((await refusal(await issuer.issue('marie@gmail.com'))).message).toBe('The account is not of the company domain');
    expect((await refusal(await issuer.issue('marie@voyages.example', { hd: 'other.example' }))).message).toBe('The account is not of the company domain');
    expect((await refusal(await issuer.issue('marie@voyages.example', { email_verified: false }))).message).toBe('The account e-mail is not verified');
  });

  it("with Google's rules, refuses the development issuer's tokens even when the key is known", async () => {
    const google = { ...rules, issuers: GOOGLE_ISSUERS };
    expect(await refusal(await issuer.issue('marie@voyages.example'), google)).toEqual({ status: 401, message: 'The token\'s "iss" claim is not accepted' });
    // and accepts the same token shape from Google's issuer
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'g1', alg: 'RS256' }] });
    const token = await new SignJWT({ email: 'marie@voyages.example', email_verified: true, hd: DOMAIN })
      .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await expect(verifyAgentToken(token, { ...google, keys })).resolves.toMatchObject({ email: 'marie@voyages.example' });
  });

  it('answers 401, not a crash, to garbage', async () => {
    for (const token of ['x', 'a.b.c', `${base64url({ alg: 'RS256' })}.e30.AAAA`]) expect((await refusal(token)).status).toBe(401);
  });
});
