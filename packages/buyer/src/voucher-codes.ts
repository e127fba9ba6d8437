/**
 * Codes of vouchers and gift cards (issue #28 part 6): they cannot be guessed or enumerated, read well aloud and on
 * paper, and a typo is caught before any lookup. docs/decisions/0037-voucher-codes.md says why this design.
 *
 * - 15 symbols of Crockford base32 drawn from node:crypto: 75 random bits (2^75 codes; at a million issued codes a
 *   guess hits one with probability 2^-55).
 * - Alphabet 0-9 A-Z without I, L, O, U: no 0/O or 1/I/L confusion; on input O is read as 0 and I, L as 1.
 * - A 16th check symbol: the weighted sum of all 16 values with weights 2^k mod 37 (2 is a primitive root of the
 *   prime 37, so 16 consecutive weights are distinct and non-zero) is 0 mod 37. Any single substitution changes the
 *   sum by d*w with 0 < |d| < 37, and any swap of two different neighbours by (a - b)(w_i - w_i+1): never a multiple
 *   of 37, so every single-symbol typo and every adjacent transposition is caught (the check symbol included).
 *   The check must be one of the 32 symbols: draws whose check would be 32-36 are drawn again (costs 0.2 bit).
 * - Shown in four groups of four: XXXX-XXXX-XXXX-XXXX.
 *
 * It lives here, not in the API, so the beneficiary's code field (mf-gift) catches a typo with the very rule the
 * server applies. The Web Crypto API draws the bytes in Node and in browsers alike.
 */

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DATA_LENGTH = 15;
export const CODE_LENGTH = DATA_LENGTH + 1;
const MODULUS = 37;
const GROUP = 4;

const WEIGHTS = Array.from({ length: CODE_LENGTH }, (_, i) => {
  let w = 1;
  for (let k = 0; k < CODE_LENGTH - 1 - i; k++) w = (w * 2) % MODULUS;
  return w;
});

const VALUE = new Map<string, number>([...CODE_ALPHABET].map((c, i) => [c, i]));
// Crockford's reading of the excluded letters
VALUE.set('O', 0).set('I', 1).set('L', 1);

/** The check value (0..36) that makes the weighted sum of `data` and itself 0 mod 37. */
function checkValue(data: readonly number[]): number {
  const sum = data.reduce((s, v, i) => s + v * WEIGHTS[i]!, 0);
  // the check's weight is 1
  return (MODULUS - (sum % MODULUS)) % MODULUS;
}

function group(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');
}

/** A new code, grouped for reading: 'K3QF-7ZP2-M9XD-4RTB'. */
export function generateVoucherCode(
  random: (size: number) => Uint8Array = (size) => globalThis.crypto.getRandomValues(new Uint8Array(size)),
): string {
  for (;;) {
    const bytes = random(10); // 80 bits, 75 used
    let bits = 0n;
    for (const b of bytes) bits = (bits << 8n) | BigInt(b);
    const data = Array.from({ length: DATA_LENGTH }, (_, i) => Number((bits >> BigInt(5 * i)) & 31n));
    const check = checkValue(data);
    if (check < CODE_ALPHABET.length) return group([...data, check].map((v) => CODE_ALPHABET[v]).join(''));
  }
}

export type VoucherCodeError = 'empty' | 'length' | 'character' | 'check';

/**
 * A typed code back to its canonical form ('K3QF-7ZP2-M9XD-4RTB'): case, spaces and dashes do not matter, O is 0
 * and I, L are 1. Refused: a wrong length, a character outside the alphabet, a failed check (a typo).
 */
export function parseVoucherCode(
  input: string,
): { ok: true; code: string } | { ok: false; error: VoucherCodeError } {
  const compact = input.toUpperCase().replace(/[\s\-‐‑–—_.]/g, '');
  if (!compact) return { ok: false, error: 'empty' };
  if (compact.length !== CODE_LENGTH) return { ok: false, error: 'length' };
  const values: number[] = [];
  for (const c of compact) {
    const v = VALUE.get(c);
    if (v === undefined) return { ok: false, error: 'character' };
    values.push(v);
  }
  const sum = values.reduce((s, v, i) => s + v * WEIGHTS[i]!, 0);
  if (sum % MODULUS !== 0) return { ok: false, error: 'check' };
  return { ok: true, code: group(values.map((v) => CODE_ALPHABET[v]).join('')) };
}
