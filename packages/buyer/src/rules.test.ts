import fc from 'fast-check';
import {
  BUYER_COUNTRIES,
  COUNTRY_FORMATS,
  isValidPostalCode,
  normalisePostalCode,
  toE164,
  type BuyerCountry,
} from './countries';
import { BUYER_MESSAGES } from './messages';
import { BUYER_ERROR_CODES, buyerFieldError, validateBuyer, type BuyerInput } from './rules';

const valid: BuyerInput = {
  email: ' Marie.Dupont@Gmail.com ',
  civility: 'mrs',
  firstName: 'Marie-Hélène',
  lastName: "d'Arcy  Núñez",
  phoneNumber: '06 12 34 56 78',
  addressLine: '12 bis, rue de l’Église',
  postalCode: '75011',
  city: 'Saint-Étienne',
  country: 'FR',
};

describe('postal codes per country', () => {
  const samples: Record<BuyerCountry, { ok: string[]; bad: string[] }> = {
    FR: {
      ok: ['75011', '01000', '20000', '97400', '98000'],
      bad: ['7501', '750111', '00100', '99000', 'ABCDE', '75 011'],
    },
    ES: { ok: ['28013', '08001', '52001', '01001'], bad: ['53001', '00100', '2801', '280130', '28-013'] },
    BE: { ok: ['1000', '9000', '4020'], bad: ['0999', '10000', '100', 'B1000'] },
    NL: {
      ok: ['1012 AB', '1012ab', '9999 zz', '3511 LX'],
      bad: ['0123 AB', '1012', '1012 A', '1012 SA', '1012 SS', '1012 SD', 'AB 1012'],
    },
    IT: { ok: ['20121', '00184', '90133'], bad: ['2012', '201211', 'I-20121'] },
  };
  for (const country of BUYER_COUNTRIES) {
    it(`${country}: accepts its codes and refuses malformed ones`, () => {
      for (const code of samples[country].ok)
        expect([code, isValidPostalCode(code, country)]).toEqual([code, true]);
      for (const code of samples[country].bad)
        expect([code, isValidPostalCode(code, country)]).toEqual([code, false]);
      expect(isValidPostalCode(COUNTRY_FORMATS[country].examples.postalCode, country)).toBe(true);
    });
  }
  it('writes Dutch codes as 1234 AB', () => {
    expect(normalisePostalCode(' 1012ab ', 'NL')).toBe('1012 AB');
  });
  it('a Belgian code is not a French one', () => {
    expect(isValidPostalCode('1000', 'FR')).toBe(false);
    expect(isValidPostalCode('75011', 'BE')).toBe(false);
  });
});

describe('phones in E.164', () => {
  const samples: Record<BuyerCountry, { ok: [string, string][]; bad: string[] }> = {
    FR: {
      ok: [
        ['06 12 34 56 78', '+33612345678'],
        ['06.12.34.56.78', '+33612345678'],
        ['01-76-36-02-42', '+33176360242'],
        ['+33 6 12 34 56 78', '+33612345678'],
        ['0033612345678', '+33612345678'],
        ['+33 (0)6 12 34 56 78', '+33612345678'],
      ],
      bad: [
        '6 12 34 56 78',
        '06 12 34 56',
        '06 12 34 56 78 9',
        '01 23 45 67',
        '+33 06 12 34 56 78',
        'O6 12 34 56 78',
        '06 12 34 56 7a',
      ],
    },
    ES: {
      ok: [
        ['612 34 56 78', '+34612345678'],
        ['910 60 21 06', '+34910602106'],
        ['+34 712 345 678', '+34712345678'],
      ],
      bad: ['0612345678', '512 34 56 78', '61234567', '+34 512 345 678'],
    },
    BE: {
      ok: [
        ['0470 12 34 56', '+32470123456'],
        ['02 808 29 79', '+3228082979'],
        ['+32 (0)2 808-29-79', '+3228082979'],
        ['+32 470 12 34 56', '+32470123456'],
      ],
      bad: ['470 12 34 56', '0470 12 34 5', '0440 12 34 56', '02 808 29 7', '+32 4 12 34 56'],
    },
    NL: {
      ok: [
        ['06 12345678', '+31612345678'],
        ['020 808 09 16', '+31208080916'],
        ['+31 6 1234 5678', '+31612345678'],
      ],
      bad: ['6 12345678', '06 1234567', '06 123456789', '+31 06 12345678'],
    },
    IT: {
      ok: [
        ['347 123 4567', '+393471234567'],
        ['02 9475 3154', '+390294753154'],
        ['+39 06 6982', '+39066982'],
        ['+39 347 123 4567', '+393471234567'],
      ],
      bad: ['447 123 4567', '02 9', '347 12', '+39 547 123 4567'],
    },
  };
  for (const country of BUYER_COUNTRIES) {
    it(`${country}: national and international forms`, () => {
      for (const [input, e164] of samples[country].ok)
        expect([input, toE164(input, country)]).toEqual([input, e164]);
      for (const input of samples[country].bad)
        expect([input, toE164(input, country)]).toEqual([input, null]);
      expect(toE164(COUNTRY_FORMATS[country].examples.phone, country)).toMatch(/^\+\d+$/);
    });
  }
  it("reads another of the five countries' numbers by their own plan", () => {
    expect(toE164('+33 6 12 34 56 78', 'BE')).toBe('+33612345678');
    expect(toE164('+32 470 12 34 56', 'FR')).toBe('+32470123456');
    expect(toE164('+33 12 34', 'BE')).toBeNull();
  });
  it('accepts other countries by E.164 length only', () => {
    expect(toE164('+44 20 7946 0958', 'FR')).toBe('+442079460958');
    expect(toE164('+44 20', 'FR')).toBeNull();
    expect(toE164('+1234567890123456', 'FR')).toBeNull();
  });
  it('refuses letters, misplaced and repeated plus signs', () => {
    for (const bad of ['06 12 34 56 78 ext 2', '06+12345678', '++33612345678', '+', ''])
      expect([bad, toE164(bad, 'FR')]).toEqual([bad, null]);
  });
  it('every valid national number round-trips to the same E.164 whatever the separators', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_000, max: 99_999_999 }),
        fc.constantFrom(' ', '.', '-', ''),
        (n, sep) => {
          const national = `06${String(n)}`;
          const written = national.replace(/(\d{2})(?=\d)/g, `$1${sep}`);
          expect(toE164(written, 'FR')).toBe(`+336${String(n)}`);
        },
      ),
    );
  });
});

describe('validateBuyer', () => {
  it('normalises a valid buyer', () => {
    expect(validateBuyer(valid, 'FR')).toEqual({
      value: {
        email: 'marie.dupont@gmail.com',
        civility: 'MRS',
        firstName: 'Marie-Hélène',
        lastName: "d'Arcy Núñez",
        phoneNumber: '+33612345678',
        addressLine: "12 bis, rue de l'Église",
        postalCode: '75011',
        city: 'Saint-Étienne',
        country: 'FR',
        specialRequest: '',
      },
      errors: [],
    });
  });

  it('names every missing mandatory field, in form order, and nothing for the optional special request', () => {
    const { errors } = validateBuyer({}, 'ES');
    expect(errors).toEqual(
      ['email', 'civility', 'firstName', 'lastName', 'phoneNumber', 'addressLine', 'postalCode', 'city'].map(
        (field) => ({ field, code: 'mandatory' }),
      ),
    );
  });

  it('takes the site country when the buyer gives none, and checks postal code and phone in the address country', () => {
    const nl = {
      ...valid,
      country: '',
      postalCode: '1012ab',
      phoneNumber: '06 12345678',
      city: "'s-Hertogenbosch",
    };
    expect(validateBuyer(nl, 'NL')).toMatchObject({
      value: { country: 'NL', postalCode: '1012 AB', phoneNumber: '+31612345678' },
      errors: [],
    });
    // the same buyer on the French site with a Dutch address
    expect(validateBuyer({ ...nl, country: 'nl' }, 'FR').errors).toEqual([]);
    // a French postal code is wrong for a Dutch address
    expect(validateBuyer({ ...nl, postalCode: '75011' }, 'NL').errors).toEqual([
      { field: 'postalCode', code: 'postalCode' },
    ]);
  });

  it('refuses a country outside the five', () => {
    expect(validateBuyer({ ...valid, country: 'DE' }, 'FR').errors).toEqual([
      { field: 'country', code: 'country' },
    ]);
  });

  it.each([
    ['email', 'marie@gmail', 'email'],
    ['email', 'marie dupont@gmail.com', 'email'],
    ['civility', 'DR', 'civility'],
    ['firstName', 'R2D2', 'text'],
    ['lastName', 'Dupont;', 'text'],
    ['city', 'Paris<script>', 'text'],
    ['addressLine', '<b>rue</b>', 'text'],
    ['addressLine', '12345', 'text'],
    ['phoneNumber', '12', 'phone'],
    ['postalCode', '7501', 'postalCode'],
  ] as const)('%s %p -> %s', (field, value, code) => {
    expect(validateBuyer({ ...valid, [field]: value }, 'FR').errors).toEqual([{ field, code }]);
  });

  it('limits lengths, counting characters, and says the limit', () => {
    expect(validateBuyer({ ...valid, firstName: 'é'.repeat(50) }, 'FR').errors).toEqual([]);
    expect(validateBuyer({ ...valid, firstName: 'é'.repeat(51) }, 'FR').errors).toEqual([
      { field: 'firstName', code: 'tooLong', maxlength: 50 },
    ]);
    expect(validateBuyer({ ...valid, specialRequest: 'x'.repeat(501) }, 'FR').errors).toEqual([
      { field: 'specialRequest', code: 'tooLong', maxlength: 500 },
    ]);
    expect(
      validateBuyer({ ...valid, specialRequest: ' Late arrival\naround 22:00 ' }, 'FR').value.specialRequest,
    ).toBe('Late arrival\naround 22:00');
  });

  it('one field at a time for the form (on blur)', () => {
    expect(buyerFieldError('phoneNumber', { phoneNumber: '02 808 29 79', country: 'BE' }, 'FR')).toBeNull();
    expect(buyerFieldError('phoneNumber', { phoneNumber: '02 808 29 79' }, 'FR')).toEqual({
      field: 'phoneNumber',
      code: 'phone',
    });
    expect(buyerFieldError('specialRequest', {}, 'FR')).toBeNull();
  });

  it('never throws and always answers every field whatever the input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('email', 'civility', 'firstName', 'phoneNumber', 'postalCode', 'country'),
          fc.string(),
        ),
        fc.constantFrom(...BUYER_COUNTRIES),
        (input, country) => {
          const { errors, value } = validateBuyer(input, country);
          for (const e of errors) expect(BUYER_ERROR_CODES).toContain(e.code);
          expect(BUYER_COUNTRIES).toContain(value.country);
        },
      ),
    );
  });
});

describe('messages', () => {
  it('every language words every error code, with the interpolations the codes need', () => {
    for (const [language, messages] of Object.entries(BUYER_MESSAGES)) {
      expect([language, Object.keys(messages.errors).sort()]).toEqual([
        language,
        [...BUYER_ERROR_CODES].sort(),
      ]);
      expect(messages.errors.tooLong).toContain('{{maxlength}}');
      expect(messages.emailSuggestion).toContain('@{{domain}}');
      const texts = Object.values(messages.errors);
      expect(new Set(texts).size).toBe(texts.length);
    }
    // real translations: no language reuses the English text
    for (const language of ['fr', 'es', 'nl', 'it'] as const) {
      for (const code of BUYER_ERROR_CODES)
        expect(BUYER_MESSAGES[language].errors[code]).not.toBe(BUYER_MESSAGES.en.errors[code]);
    }
  });
});
