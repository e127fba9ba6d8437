import { GIFT_CHECKOUT_KEY, giftCheckoutUrl, readGiftCheckout, saveGiftCheckout, type GiftCheckout } from './gift-checkout';
import { paths } from './routes';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const card: GiftCheckout = {
  giftType: 'GIFTCARD',
  item: { giftCardItem: { amount: 5000, design: 'birthday', recipient: { name: 'Léa', email: 'lea@example.com' } } },
  backUrl: '/giftcard/customization',
};

describe('gift checkout hand-over', () => {
  it('builds the checkout address with the gift type, and a box with its format and code', () => {
    expect(giftCheckoutUrl(paths('fr_FR'), 'GIFTCARD')).toBe('/checkout?flow=gifting&giftType=GIFTCARD');
    expect(giftCheckoutUrl(paths('nl_BE'), 'BOX', { giftFormat: 'physical', code: 'GOUR1EBOX' })).toBe(
      '/nl/checkout?flow=gifting&giftType=BOX&giftFormat=physical&code=GOUR1EBOX',
    );
  });

  it('gives the checkout the gift saved for its gift type', () => {
    const storage = memoryStorage();
    saveGiftCheckout(storage, card);
    expect(readGiftCheckout(storage, '?flow=gifting&giftType=GIFTCARD')).toEqual(card);
  });

  it('refuses another gift type, the booking flow, a damaged entry or an item of the wrong kind', () => {
    const storage = memoryStorage();
    saveGiftCheckout(storage, card);
    expect(readGiftCheckout(storage, '?flow=gifting&giftType=BOX')).toBeNull();
    expect(readGiftCheckout(storage, '?giftType=GIFTCARD')).toBeNull();
    storage.setItem(GIFT_CHECKOUT_KEY, '{not json');
    expect(readGiftCheckout(storage, '?flow=gifting&giftType=GIFTCARD')).toBeNull();
    saveGiftCheckout(storage, { ...card, item: { boxItem: { code: 'X' } } });
    expect(readGiftCheckout(storage, '?flow=gifting&giftType=GIFTCARD')).toBeNull();
    expect(readGiftCheckout(memoryStorage(), '?flow=gifting&giftType=GIFTCARD')).toBeNull();
  });
});
