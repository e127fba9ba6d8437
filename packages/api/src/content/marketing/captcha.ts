/**
 * Self-hosted ALTCHA proof-of-work captcha (altcha-lib, no third party, works offline).
 * Challenges are HMAC-signed with a server secret, expire after 10 minutes and can be used once.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db';
import { spendOnce } from '../../server/rate-limit';

export interface CaptchaOptions {
  /** HMAC secret (ALTCHA_HMAC_KEY); a random per-process secret when absent. */
  secret?: string;
  /** Largest counter the client may have to try (difficulty). */
  maxCounter?: number;
  /** Lifetime of a challenge in seconds. */
  ttlSeconds?: number;
}

export const CAPTCHA_ALGORITHM = 'SHA-256';

/**
 * `db` keeps the solved challenges (a challenge is accepted once, by any process of the database). Processes that
 * share a database share ALTCHA_HMAC_KEY too, or a challenge of one is refused by the others.
 */
export function captcha(db: Db, options: CaptchaOptions = {}) {
  const secret = options.secret || randomBytes(32).toString('hex');
  const keySecret = `${secret}:key`;
  const maxCounter = options.maxCounter ?? 50_000;
  const ttl = options.ttlSeconds ?? 600;
  return {
    async challenge(): Promise<Challenge> {
      const counter = Math.floor(maxCounter / 10) + Math.floor(Math.random() * Math.ceil((maxCounter * 9) / 10));
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: 1,
        counter,
        deriveKey,
        expiresAt: new Date(Date.now() + ttl * 1000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** Verifies the widget's payload (base64 JSON `{ challenge, solution }`); false for anything malformed. */
    async verify(payload: string): Promise<boolean> {
      let parsed: { challenge?: Challenge; solution?: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
      } catch {
        return false;
      }
      if (!parsed || typeof parsed !== 'object' || !parsed.challenge?.parameters || !parsed.solution) return false;
      const signature = parsed.challenge.signature;
      if (typeof signature !== 'string') return false;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const expiresAt = parsed.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + ttl;
      return spendOnce(db, 'captcha', signature, expiresAt * 1000);
    },
  };
}
export type Captcha = ReturnType<typeof captcha>;
