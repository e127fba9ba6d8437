import { StripeApiError } from './stripe-error';

// Stripe's Idempotency-Key: per API key, a POST's answer is saved with its path and parameters for 24 hours; the
// same key again with the same request gets that answer back, with another path or other parameters a 400
// idempotency_error.

export interface SavedAnswer {
  status: number;
  body: string;
  requestId: string;
}

interface Saved extends SavedAnswer {
  route: string;
  fingerprint: string;
  savedAt: number;
}

const TTL_MS = 24 * 60 * 60 * 1000;

export class IdempotentAnswers {
  private readonly saved = new Map<string, Saved>();

  /** The answer to give again for this key, or undefined if the key is new (or expired). */
  replay(scope: string, key: string, route: string, fingerprint: string): SavedAnswer | undefined {
    const previous = this.saved.get(`${scope}\n${key}`);
    if (!previous || Date.now() - previous.savedAt >= TTL_MS) return undefined;
    if (previous.route !== route) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.route}' vs '${route}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (previous.fingerprint !== fingerprint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return previous;
  }

  save(scope: string, key: string, route: string, fingerprint: string, answer: SavedAnswer): void {
    const now = Date.now();
    // oldest first (insertion order): drop the expired ones so a long-running server does not grow forever
    for (const [k, old] of this.saved) {
      if (now - old.savedAt < TTL_MS) break;
      this.saved.delete(k);
    }
    const id = `${scope}\n${key}`;
    this.saved.delete(id); // an expired key used again goes to the end
    this.saved.set(id, { ...answer, route, fingerprint, savedAt: now });
  }
}
