/**
 * /checkout: the booking summary of the link's stay and, once it can be bought, the steps to buy it. A link that
 * cannot be bought shows what is wrong and a way back; a failed call offers a retry.
 *
 * The stay is in the hash, which the server never sees: its first view (hash null) is the page's frame, the heading,
 * the steps and the buyer's form beside a summary still loading; once hydrated the page reads the hash and the stay's summary
 * fills in, in the same form (docs/decisions/0142).
 */
import { useMemo, useState } from 'react';
import { Alert, Button } from '@storefront/ui';
import { useT } from '../../app-context';
import { AlreadyPaid } from './already-paid';
import { parseBookingHash } from '../../state/url';
import { ProblemMessage } from '../booking-summary/problem-message';
import { linkProblem } from '../booking-summary/rules';
import { StayCheckout } from './stay-checkout';
import { useStayBooking } from './use-stay-booking';
import { paidOrderOf, purchaseFingerprint } from '../payment/use-stay-purchase';

/** `hash`: null while the first view renders and hydrates (not known yet). */
export function CheckoutPage({ hash: rawHash }: { hash: string | null }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const known = rawHash !== null;
  const parsed = useMemo(() => parseBookingHash(rawHash ?? ''), [rawHash]);
  // back on the link of an order this tab paid: its confirmation, never a second payment (whatever is left to sell)
  const paid = useMemo(() => (known ? paidOrderOf(purchaseFingerprint(window.location.pathname, parsed.hash)) : null), [known, parsed]);
  const fromLink = known ? linkProblem(parsed) : null;
  const booking = useStayBooking(parsed.hash, known && !fromLink && !paid, attempt);
  if (paid) return <AlreadyPaid title={t('summary.title')} reference={paid.booking.reference} orderUUID={paid.booking.orderUUID} />;
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
      <p className="sf-checkout-intro">{t('summary.intro')}</p>
      <StayCheckout booking={detail && quote && stay ? { detail, quote, stay } : null} hash={parsed.hash} />
    </>
  );
}
