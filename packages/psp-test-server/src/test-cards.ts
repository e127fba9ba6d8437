// Stripe's published test cards and test PaymentMethods (docs.stripe.com/testing), with the outcome each one
// simulates. One table: a card number collected by a checkout page and the pm_card_* shortcut behave the same.

export interface Decline {
  /** the error's `code` (card_declined, expired_card, incorrect_cvc) */
  code: string;
  /** the issuer's reason, Stripe's `decline_code` */
  declineCode: string;
  message: string;
  param?: string;
}

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  funding: 'credit' | 'debit';
  /** 3D Secure is required before the charge (redirect to the authentication page) */
  authentication: boolean;
  /** the charge is declined (after authentication when both are set) */
  decline?: Decline;
}

const GENERIC_DECLINE: Decline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};
const INSUFFICIENT_FUNDS: Decline = {
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const EXPIRED_CARD: Decline = {
  code: 'expired_card',
  declineCode: 'expired_card',
  message: 'Your card has expired.',
  param: 'exp_month',
};
const INCORRECT_CVC: Decline = {
  code: 'incorrect_cvc',
  declineCode: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
  param: 'cvc',
};

const CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit', authentication: false },
  { number: '4000056655665556', brand: 'visa', funding: 'debit', authentication: false },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit', authentication: false },
  { number: '378282246310005', brand: 'amex', funding: 'credit', authentication: false },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    authentication: false,
    decline: GENERIC_DECLINE,
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    authentication: false,
    decline: INSUFFICIENT_FUNDS,
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    authentication: false,
    decline: EXPIRED_CARD,
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    authentication: false,
    decline: INCORRECT_CVC,
  },
  { number: '4000002500003155', brand: 'visa', funding: 'credit', authentication: true },
  { number: '4000002760003184', brand: 'visa', funding: 'credit', authentication: true },
  { number: '4000000000003220', brand: 'visa', funding: 'credit', authentication: true },
  {
    number: '4000008260003178',
    brand: 'visa',
    funding: 'credit',
    authentication: true,
    decline: INSUFFICIENT_FUNDS,
  },
];

export const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map(CARDS.map((c) => [c.number, c]));

/** Stripe's test PaymentMethod ids, usable as `payment_method` without creating one first. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
};

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
