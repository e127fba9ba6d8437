/** Back on the checkout of an order this tab paid: its reference and its confirmation, never a second payment. */
import { Alert } from '@storefront/ui';
import { usePaths, useT } from '../../app-context';

export function AlreadyPaid({ title, reference, orderUUID }: { title: string; reference: string; orderUUID: string }) {
  const t = useT();
  const p = usePaths();
  return (
    <>
      <h1 className="sf-checkout-title">{title}</h1>
      <Alert
        variant="success"
        action={
          <a className="sf-ui-button sf-ui-button--primary" href={p.confirmation(orderUUID)}>
            {t('payment.seeConfirmation')}
          </a>
        }
      >
        {t('payment.alreadyPaid', { reference })}
      </Alert>
    </>
  );
}
