/**
 * The wallet payment modal (product-and-purchase.md §4 'Wallet payment', site-wide 'Wallet payment', §8): it opens
 * with a loading flag while the payment runs; on failure it says 'Payment with {method} failed…' with a Book button
 * back to the booking summary.
 */
import { Button, Modal, Spinner } from '@storefront/ui';
import { useT } from '../../app-context';
import type { WalletKind } from './methods';

export interface WalletModalProps {
  open: boolean;
  method: WalletKind;
  loading: boolean;
  failed: boolean;
  onBook(): void;
  onClose(): void;
}

export function WalletModal({ open, method, loading, failed, onBook, onClose }: WalletModalProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={loading ? () => undefined : onClose} title={t('payment.wallet', { method })} size="small" closeOnBackdrop={!loading}>
      {loading ? (
        <div className="sf-checkout-wallet" aria-busy="true">
          <Spinner label={t('payment.walletLoading', { method })} />
        </div>
      ) : failed ? (
        <div className="sf-checkout-wallet" role="alert">
          <p>{t('payment.walletFailed', { method })}</p>
          <Button onClick={onBook} block>
            {t('payment.book')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
