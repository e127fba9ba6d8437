import { parseSetupHash, serialiseSetupHash } from './setup-hash';

describe('gift set-up hash', () => {
  it('reads what the offer page wrote and writes it back', () => {
    const hash = parseSetupHash('#giftAdult=2&giftNights=2&hotelId=7&giftFormat=physical&bucket=3&upsell=availability&sleeves=4,9');
    expect(hash).toEqual({ giftAdult: 2, giftNights: 2, hotelId: 7, giftFormat: 'physical', bucket: 3, upsell: 'availability', sleeves: [4, 9] });
    expect(serialiseSetupHash(hash)).toBe('giftAdult=2&giftNights=2&hotelId=7&giftFormat=physical&bucket=3&upsell=availability&sleeves=4,9');
  });

  it('falls back to the defaults on tampered values', () => {
    expect(parseSetupHash('#giftNights=abc&giftFormat=paper&bucket=9&upsell=x&sleeves=a,-1,3,3')).toEqual({
      giftAdult: 2,
      giftNights: null,
      hotelId: null,
      giftFormat: 'digital',
      bucket: 1,
      upsell: 'none',
      sleeves: [3],
    });
  });
});
