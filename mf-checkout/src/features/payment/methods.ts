/**
 * Payment methods (issue #29 §4): outside production, the PSP test server's test payment methods (Stripe's test
 * ids: success, decline, insufficient funds, authentication required) are picked by hand; the wallet's kind (Apple
 * Pay or Google Pay) is chosen by a stored flag.
 */
export const TEST_PAYMENT_METHODS = [
  { id: 'pm_card_visa', label: 'payment.testSuccess' },
  { id: 'pm_card_chargeDeclined', label: 'payment.testDeclined' },
  { id: 'pm_card_chargeDeclinedInsufficientFunds', label: 'payment.testInsufficient' },
  { id: 'pm_card_authenticationRequired', label: 'payment.testAuthentication' },
] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number]['id'];

/** localStorage flag naming the wallet of this device ('apple' or 'google'). */
export const WALLET_FLAG_KEY = 'sf-wallet-kind';
export type WalletKind = 'Apple Pay' | 'Google Pay';

/** The wallet of this device: the stored flag, else Apple Pay where Safari offers it, else Google Pay. */
export function walletKind(): WalletKind {
  let flag: string | null = null;
  try {
    flag = window.localStorage.getItem(WALLET_FLAG_KEY);
  } catch {
    // storage refused: decide by the browser
  }
  if (flag === 'apple') return 'Apple Pay';
  if (flag === 'google') return 'Google Pay';
  return 'ApplePaySession' in window ? 'Apple Pay' : 'Google Pay';
}
