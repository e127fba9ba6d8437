/**
 * /checkout: the booking summary of the link's stay and, once it can be bought, the steps to buy it. A link that
 * cannot be bought shows what is wrong and a way back; a failed call offers a retry.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { SITES } from '@storefront/contracts';
import type { Buyer } from '@storefront/buyer';
import { Alert, Button, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { BuyerFields, focusFirstError } from '../buyer-form/buyer-form';
import { useBuyerForm } from '../buyer-form/use-buyer-form';
import { quoteBreakdown } from '../../api/checkout';
import { parseBookingHash } from '../../state/url';
import { BookingSummary } from '../booking-summary/booking-summary';
import { ProblemMessage } from '../booking-summary/problem-message';
import { linkProblem } from '../booking-summary/rules';
import { useStayBooking } from './use-stay-booking';

export function CheckoutPage({ hash: rawHash }: { hash: string }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const parsed = useMemo(() => parseBookingHash(rawHash), [rawHash]);
  const fromLink = linkProblem(parsed);
  const booking = useStayBooking(parsed.hash, !fromLink, attempt);
  const problem = fromLink ?? booking.problem;
  if (problem) return <ProblemMessage problem={problem} hash={parsed.hash} />;
  if (booking.failed) {
    return (
      <Alert variant="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>}>
        {t('common.error')}
      </Alert>
    );
  }
  const { detail, quote, stay } = booking;
  return (
    <>
      <h1 className="sf-checkout-title">{t('summary.title')}</h1>
      {detail && quote && stay ? (
        <div className="sf-checkout-layout">
          <StaySteps />
          <div className="sf-checkout-layout__aside">
            <BookingSummary detail={detail} quote={quote} stay={stay} hash={parsed.hash} breakdown={quoteBreakdown(quote)} />
          </div>
        </div>
      ) : (
        <Skeleton height={320} />
      )}
    </>
  );
}

/** The steps of buying a stay: the buyer's details, then the options and the payment. */
function StaySteps() {
  const t = useT();
  const { context } = useApp();
  const form = useBuyerForm(SITES[context.locale].country);
  const formRef = useRef<HTMLFormElement>(null);
  const [, setBuyer] = useState<Buyer | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { buyer, errors } = form.submit();
    if (!buyer) return focusFirstError(formRef.current, errors);
    setBuyer(buyer);
  };
  return (
    <form ref={formRef} className="sf-checkout-form" noValidate onSubmit={onSubmit}>
      <BuyerFields form={form} />
      <Button type="submit" size="large" block>
        {t('buyer.continue')}
      </Button>
    </form>
  );
}
