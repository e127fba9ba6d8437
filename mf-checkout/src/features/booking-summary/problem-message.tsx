/** A checkout link that cannot be bought: what is wrong, in the visitor's words, and a way back (never a blank page). */
import type { BookingHash } from '@storefront/criteria';
import { serialiseBookingHash } from '@storefront/criteria/booking-hash';
import { Alert } from '@storefront/ui';
import { usePaths, useT } from '../../app-context';
import { fixedOnProductPage, type SummaryProblem } from './rules';

/** The product page of the link's offer, with the criteria still valid (dates dropped when they were the problem). */
export function useProductLink(hash: BookingHash, withDates = true): string | null {
  const p = usePaths();
  if (!hash.id) return null;
  const { checkin, checkout, nights, a, c, b, offerId, activityDates } = hash;
  const criteria = withDates ? { checkin, checkout, nights, a, c, b, offerId, activityDates } : { a, c, b, offerId };
  return p.product(hash.id, undefined, serialiseBookingHash(criteria));
}

export function ProblemMessage({ problem, hash }: { problem: SummaryProblem; hash: BookingHash }) {
  const t = useT();
  const p = usePaths();
  const keepDates = problem !== 'dates' && problem !== 'pastDates';
  const productLink = useProductLink(hash, keepDates);
  const back = fixedOnProductPage(problem) && productLink ? { href: productLink, label: t('problem.backToOffer') } : { href: p.search(), label: t('problem.backToSearch') };
  return (
    <section className="sf-checkout-problem" aria-labelledby="sf-checkout-problem-title">
      <h1 id="sf-checkout-problem-title" className="sf-checkout-title">
        {t('problem.title')}
      </h1>
      <Alert variant="error">{t(`problem.${problem}`)}</Alert>
      <a className="sf-ui-button sf-ui-button--primary" href={back.href}>
        {back.label}
      </a>
    </section>
  );
}
