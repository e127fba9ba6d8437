import fc from 'fast-check';
import { CODE_ALPHABET, CODE_LENGTH, generateVoucherCode, parseVoucherCode } from './voucher-codes';

const compact = (code: string) => code.replace(/-/g, '');
/** A code from fast-check's own random bytes, so failures replay from the seed. */
const arbitraryCode = fc.uint8Array({ minLength: 10, maxLength: 10 }).map((first) => {
  let call = 0;
  // a draw whose check is 32-36 is drawn again: from the same bytes shifted, still deterministic
  return generateVoucherCode((size) =>
    call++ === 0 ? first : Uint8Array.from({ length: size }, (_, i) => (first[i]! + call * 37) & 255),
  );
});

describe('voucher codes', () => {
  it('are four groups of four symbols of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateVoucherCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(code).not.toMatch(/[ILOU]/);
    }
  });

  it('are drawn from crypto: 2,000 codes, no duplicate, every symbol used in every data position', () => {
    const codes = Array.from({ length: 2000 }, () => compact(generateVoucherCode()));
    expect(new Set(codes).size).toBe(codes.length);
    for (let position = 0; position < CODE_LENGTH - 1; position++) {
      expect(new Set(codes.map((c) => c[position])).size).toBe(CODE_ALPHABET.length);
    }
  });

  it('parse back to themselves, whatever the case, spaces and dashes', () => {
    fc.assert(
      fc.property(
        arbitraryCode,
        fc.constantFrom('', ' ', '-', ' - '),
        fc.boolean(),
        (code, separator, lower) => {
          const typed = compact(code)
            .match(/.{1,4}/g)!
            .join(separator);
          expect(parseVoucherCode(` ${lower ? typed.toLowerCase() : typed} `)).toEqual({ ok: true, code });
        },
      ),
    );
  });

  it('read O as 0 and I, L as 1', () => {
    const code = generateVoucherCode(() => new Uint8Array(10)); // all zeros then a check
    expect(code.startsWith('0000-')).toBe(true);
    expect(parseVoucherCode(code.replace(/0/g, 'O'))).toEqual({ ok: true, code });
  });

  it('catch every single-symbol typo, the check symbol included', () => {
    fc.assert(
      fc.property(
        arbitraryCode,
        fc.integer({ min: 0, max: CODE_LENGTH - 1 }),
        fc.integer({ min: 1, max: CODE_ALPHABET.length - 1 }),
        (code, position, shift) => {
          const chars = [...compact(code)];
          chars[position] =
            CODE_ALPHABET[(CODE_ALPHABET.indexOf(chars[position]!) + shift) % CODE_ALPHABET.length]!;
          expect(parseVoucherCode(chars.join(''))).toEqual({ ok: false, error: 'check' });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('catch every swap of two different neighbours', () => {
    fc.assert(
      fc.property(arbitraryCode, fc.integer({ min: 0, max: CODE_LENGTH - 2 }), (code, position) => {
        const chars = [...compact(code)];
        fc.pre(chars[position] !== chars[position + 1]);
        [chars[position], chars[position + 1]] = [chars[position + 1]!, chars[position]!];
        expect(parseVoucherCode(chars.join(''))).toEqual({ ok: false, error: 'check' });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse empty, short, long and foreign input without throwing', () => {
    const code = generateVoucherCode();
    expect(parseVoucherCode('  -- ')).toEqual({ ok: false, error: 'empty' });
    expect(parseVoucherCode(code.slice(0, -1))).toEqual({ ok: false, error: 'length' });
    expect(parseVoucherCode(`${code}0`)).toEqual({ ok: false, error: 'length' });
    expect(parseVoucherCode(`${code.slice(0, -1)}U`)).toEqual({ ok: false, error: 'character' });
    expect(parseVoucherCode(`${code.slice(0, -1)}é`)).toEqual({ ok: false, error: 'character' });
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = parseVoucherCode(input);
        if (result.ok) expect(parseVoucherCode(result.code)).toEqual(result);
      }),
    );
  });
});
