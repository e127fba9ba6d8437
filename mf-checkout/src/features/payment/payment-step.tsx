/**
 * The payment step of every checkout (a chunk of its own, shown once the buyer's details are valid) (a stay, a gift): what the server's pricing said (repricing, refused code, sold
 * out), the PSP's test payment methods outside production, the wallet button once a final price exists, the pay
 * button; and the wallet flow of the spec (§4 'Wallet payment'): modal with its loading flag, error=1 in the hash on
 * failure, 'Book' back to the summary.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button, RadioGroup, lazyComponent } from '@storefront/ui';
import { useT } from '../../app-context';
import { TEST_PAYMENT_METHODS, walletKind, type TestPaymentMethod } from './methods';
import type { useTestMethod } from './use-payment';
import type { StayPurchase } from './use-stay-purchase';

export const WalletModal = lazyComponent(() => import(/* webpackChunkName: "checkout-options" */ './wallet-modal').then((m) => m.WalletModal));

export interface PaymentStepProps {
  purchase: StayPurchase;
  /** the codes sent with the order (named when the server refuses one) */
  codes: string[];
  testMethod: ReturnType<typeof useTestMethod>;
  /** validates what the step needs (buyer, choices); false stops the wallet */
  validate(): boolean;
  /** the order is paid */
  onPaid(orderUUID: string): void;
  /** the error=1 of a failed wallet payment is in the hash */
  walletError: boolean;
  /** writes error=1 in the hash (a failed wallet payment) or removes it ('Book' back to the summary) */
  setWalletError(error: boolean): void;
  /** what else the step offers once priced (a stay's pay later and instalments) */
  children?: ReactNode;
}

export function PaymentStep({ purchase, codes, testMethod, validate, onPaid, walletError, setWalletError, children }: PaymentStepProps) {
  const t = useT();
  const site = useSite();
  const [wallet, setWallet] = useState<{ open: boolean; loading: boolean }>({ open: false, loading: false });
  const method = walletKind();
  const order = purchase.priced;
  const toPay = order?.priceBreakdown.remainingAmountToPay;
  const busy = purchase.pricing || purchase.paying;

  const payWithWallet = async () => {
    if (!validate() || !order) return;
    setWallet({ open: true, loading: true });
    const paid = await purchase.pay(testMethod.method, method);
    if (paid) return onPaid(paid);
    setWalletError(true);
    setWallet({ open: true, loading: false });
  };
  const backToSummary = () => {
    setWallet({ open: false, loading: false });
    setWalletError(false);
  };

  return (
    <section className="sf-checkout-step" aria-labelledby="sf-checkout-payment-title" aria-busy={busy || undefined}>
      <h2 id="sf-checkout-payment-title" className="sf-checkout-step-title">
        {t('payment.title')}
      </h2>
      {walletError && !wallet.open ? <Alert variant="error">{t('payment.walletFailed', { method })}</Alert> : null}
      {purchase.pricing ? <p role="status">{t('payment.repricing')}</p> : null}
      {purchase.pricingProblem === 'soldOut' ? <Alert variant="error">{t('problem.soldOut')}</Alert> : null}
      {purchase.pricingProblem === 'codeRefused' ? <Alert variant="error">{t('payment.codeRefused', { code: codes.filter(Boolean).join(', ') })}</Alert> : null}
      {purchase.pricingProblem === 'error' ? <Alert variant="error">{t('common.error')}</Alert> : null}
      {purchase.priceRose && toPay !== undefined ? <Alert variant="warning">{t('payment.priceChanged', { amount: formatMoney(toPay, site, { fractionDigits: 2 }) })}</Alert> : null}
      {purchase.paymentProblem ? <Alert variant="error">{t(`payment.${purchase.paymentProblem === 'error' ? 'failed' : purchase.paymentProblem}`)}</Alert> : null}
      {order && toPay ? <Suspense fallback={null}>{children}</Suspense> : null}
      {testMethod.testMode && toPay ? (
        <RadioGroup<TestPaymentMethod>
          legend={t('payment.testMethod')}
          name="testPaymentMethod"
          value={testMethod.testMethod}
          options={TEST_PAYMENT_METHODS.map((m) => ({ value: m.id, label: t(m.label) }))}
          onChange={testMethod.setTestMethod}
        />
      ) : null}
      {order && toPay === 0 ? <p>{t('payment.nothingToPay')}</p> : null}
      {order && toPay ? (
        <Button variant="secondary" block onClick={payWithWallet} disabled={busy}>
          {t('payment.wallet', { method })}
        </Button>
      ) : null}
      {wallet.open ? (
        <Suspense fallback={null}>
          <WalletModal open method={method} loading={wallet.loading} failed={!wallet.loading} onBook={backToSummary} onClose={backToSummary} />
        </Suspense>
      ) : null}
    </section>
  );
}
