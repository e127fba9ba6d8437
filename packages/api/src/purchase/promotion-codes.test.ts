import fc from 'fast-check';
import {
  applyPromotionCode,
  normalisePromotionCode,
  reductionOf,
  type PromotionCode,
} from './promotion-codes';

const NOW = new Date('2026-06-15T10:00:00Z');
const percent: PromotionCode = {
  code: 'BIENVENUE10',
  kind: 'percent',
  value: 10,
  minBasket: 10_000,
  validFrom: new Date('2026-06-01T00:00:00+02:00'),
  validUntil: new Date('2026-07-01T00:00:00+02:00'),
  locales: ['fr_FR', 'fr_BE'],
  usageCap: 3,
  usedCount: 0,
};
const amount: PromotionCode = {
  ...percent,
  code: 'FLASH50',
  kind: 'amount',
  value: 5_000,
  minBasket: 0,
  locales: [],
  usageCap: null,
};

describe('applyPromotionCode', () => {
  it('gives a percentage off, rounded down to the cent', () => {
    expect(
      applyPromotionCode('bienvenue10', percent, { amount: 23_459, locale: 'fr_FR', now: NOW }),
    ).toEqual({ ok: true, code: 'BIENVENUE10', reduction: 2_345 });
    expect(
      applyPromotionCode(' BIEN VENUE10 ', { ...percent, usedCount: 2 }, { amount: 90_000, locale: 'fr_BE', now: NOW }),
    ).toEqual({ ok: true, code: 'BIENVENUE10', reduction: 9_000 });
  });

  it('gives an amount off, never more than the basket', () => {
    expect(
      applyPromotionCode('FLASH50', amount, { amount: 20_000, locale: 'it_IT', now: NOW }),
    ).toMatchObject({ ok: true, reduction: 5_000 });
    expect(
      applyPromotionCode('FLASH50', amount, { amount: 3_000, locale: 'it_IT', now: NOW }),
    ).toMatchObject({ ok: true, reduction: 3_000 });
  });

  it('unknown code', () => {
    expect(applyPromotionCode('NOPE', null, { amount: 20_000, locale: 'fr_FR', now: NOW })).toEqual({
      ok: false,
      code: 'NOPE',
      refusal: 'unknown',
      message: 'Le code promo NOPE n’existe pas. Vérifiez son orthographe.',
    });
  });

  it('expired from the end of its window, with the last valid day in the message', () => {
    const after = new Date('2026-06-30T22:00:00Z'); // midnight in Paris
    expect(
      applyPromotionCode('BIENVENUE10', percent, { amount: 20_000, locale: 'fr_FR', now: after }),
    ).toEqual({
      ok: false,
      code: 'BIENVENUE10',
      refusal: 'expired',
      message: 'Le code promo BIENVENUE10 a expiré le 30 juin 2026.',
    });
    expect(
      applyPromotionCode('BIENVENUE10', percent, {
        amount: 20_000,
        locale: 'fr_FR',
        now: new Date(after.getTime() - 1),
      }),
    ).toMatchObject({ ok: true });
  });

  it('not applicable before its window, on another site, under the minimum basket', () => {
    const early = new Date('2026-05-31T21:59:59Z');
    expect(
      applyPromotionCode('BIENVENUE10', percent, { amount: 20_000, locale: 'fr_FR', now: early }),
    ).toMatchObject({
      refusal: 'not_applicable',
      reason: 'not_yet_valid',
      message: 'Le code promo BIENVENUE10 sera valable à partir du 1 juin 2026.',
    });
    expect(
      applyPromotionCode('BIENVENUE10', percent, { amount: 20_000, locale: 'nl_BE', now: NOW }),
    ).toMatchObject({
      refusal: 'not_applicable',
      reason: 'locale',
      message: 'De promotiecode BIENVENUE10 is niet geldig op deze site.',
    });
    const under = applyPromotionCode('BIENVENUE10', percent, { amount: 9_999, locale: 'fr_FR', now: NOW });
    expect(under).toMatchObject({ refusal: 'not_applicable', reason: 'minimum_basket' });
    expect(under.ok === false && under.message.replace(/\s/g, ' ')).toBe(
      'Le code promo BIENVENUE10 est valable à partir de 100,00 € d’achat.',
    );
    expect(
      applyPromotionCode('BIENVENUE10', percent, { amount: 10_000, locale: 'fr_FR', now: NOW }),
    ).toMatchObject({ ok: true, reduction: 1_000 });
  });

  it('exhausted once its uses reach the cap', () => {
    expect(
      applyPromotionCode('BIENVENUE10', { ...percent, usedCount: 3 }, { amount: 20_000, locale: 'fr_FR', now: NOW }),
    ).toMatchObject({ refusal: 'exhausted' });
    expect(
      applyPromotionCode('FLASH50', { ...amount, usedCount: 1_000_000 }, { amount: 20_000, locale: 'fr_FR', now: NOW }),
    ).toMatchObject({ ok: true });
  });

  it('words every refusal in the language of the site', () => {
    const exhausted = (locale: 'es_ES' | 'it_IT' | 'nl_NL') => {
      const r = applyPromotionCode('BIENVENUE10', { ...percent, usedCount: 9 }, { amount: 20_000, locale, now: NOW });
      return r.ok ? '' : r.message;
    };
    expect(exhausted('es_ES')).toBe(
      'El código promocional BIENVENUE10 ya se ha utilizado el número de veces previsto.',
    );
    expect(exhausted('it_IT')).toBe(
      'Il codice promozionale BIENVENUE10 è già stato utilizzato il numero massimo di volte.',
    );
    expect(exhausted('nl_NL')).toBe('De promotiecode BIENVENUE10 is al het maximale aantal keren gebruikt.');
  });

  it('a reduction is an integer between 0 and the basket', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'amount' as const),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (kind, value, basket) => {
          const r = reductionOf(
            { kind, value: kind === 'percent' ? value : value * 100 },
            basket,
          );
          expect(Number.isInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(basket);
        },
      ),
    );
  });

  it('normalises what the buyer typed', () => {
    expect(normalisePromotionCode(' welkom 15\t')).toBe('WELKOM15');
  });
});
