import { giftBlockCards, giftLinksOf } from './gift-block';

describe('gift block cards', () => {
  it('keeps the spec order and drops a card whose link is missing or blank', () => {
    expect(giftBlockCards({ activityOnlyURL: '/a', giftcardURL: '/g', boxURL: ' ', singleVoucherURL: '/s' })).toEqual([
      { kind: 'singleVoucher', url: '/s' },
      { kind: 'giftcard', url: '/g' },
      { kind: 'activityOnly', url: '/a' },
    ]);
    expect(giftBlockCards({})).toEqual([]);
  });

  it("reads the links of the locale's entry only, ignoring other fields and non-text links", () => {
    const document = {
      entries: [
        { locale: 'fr_FR', boxURL: 'https://box.fr', singleVoucherURL: '/recherche?flow=gifting', title: 'Offrez' },
        { locale: 'it_IT', boxURL: 'https://box.it', giftcardURL: 42 },
      ],
    };
    expect(giftLinksOf(document, 'it_IT')).toEqual({ boxURL: 'https://box.it' });
    expect(giftLinksOf(document, 'fr_FR')).toEqual({ boxURL: 'https://box.fr', singleVoucherURL: '/recherche?flow=gifting' });
    expect(giftLinksOf(document, 'nl_NL')).toBeNull();
    expect(giftLinksOf(null, 'fr_FR')).toBeNull();
    expect(giftLinksOf({ entries: 'x' }, 'fr_FR')).toBeNull();
  });
});
