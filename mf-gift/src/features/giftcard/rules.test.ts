import { addDays } from '@storefront/criteria';
import { amountInBounds, deliveryBounds, giftCardErrors, giftCardItem, parseEuros, type GiftCardForm } from './rules';

const today = '2026-11-26';
const valid: GiftCardForm = {
  amount: 5000,
  design: 'escape',
  fromName: 'Anne',
  message: '',
  recipientName: 'Léa',
  recipientEmail: 'lea@example.com',
  delivery: { kind: 'now' },
};

describe('gift card rules', () => {
  it('reads a free amount as whole euros', () => {
    expect(parseEuros('75')).toBe(7500);
    expect(parseEuros(' 75,00 ')).toBe(7500);
    expect(parseEuros('75,50')).toBeNull();
    expect(parseEuros('-5')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });

  it('keeps amounts within 10 to 1,000 €', () => {
    expect(amountInBounds(1000)).toBe(true);
    expect(amountInBounds(100000)).toBe(true);
    expect(amountInBounds(900)).toBe(false);
    expect(amountInBounds(100100)).toBe(false);
    expect(amountInBounds(null)).toBe(false);
  });

  it('schedules a delivery from tomorrow to one year ahead', () => {
    expect(deliveryBounds(today)).toEqual({ min: '2026-11-27', max: addDays(today, 365) });
    expect(giftCardErrors({ ...valid, delivery: { kind: 'date', date: today } }, today)).toEqual({ deliveryDate: 'dateRange' });
    expect(giftCardErrors({ ...valid, delivery: { kind: 'date', date: '' } }, today)).toEqual({ deliveryDate: 'mandatory' });
    expect(giftCardErrors({ ...valid, delivery: { kind: 'date', date: '2026-12-24' } }, today)).toEqual({});
  });

  it('needs the sender, the recipient and a valid e-mail', () => {
    expect(giftCardErrors(valid, today)).toEqual({});
    expect(giftCardErrors({ ...valid, fromName: '', recipientName: '', recipientEmail: 'lea@' }, today)).toEqual({
      fromName: 'mandatory',
      recipientName: 'mandatory',
      recipientEmail: 'email',
    });
  });

  it('builds the order item, without the empty message and with the chosen day', () => {
    expect(giftCardItem({ ...valid, message: '  ', delivery: { kind: 'date', date: '2026-12-24' } })).toEqual({
      giftCardItem: { amount: 5000, design: 'escape', fromName: 'Anne', recipient: { name: 'Léa', email: 'lea@example.com' }, deliveryDate: '2026-12-24' },
    });
  });
});
