/**
 * Beneficiary redemption at /beneficiary/login (product-and-purchase §1, §4, issue #30 part 4): the voucher or box
 * code (a typo caught by the check character before any call; unknown, expired and used codes each said plainly),
 * then only the stays the voucher covers with their facets, a stay's included-dates calendar, and 'Book' handing
 * the stay and the voucher over to the checkout. The code stays in memory: it is a bearer secret, not an address.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchVoucherCover } from '../../api/redemption';
import type { VoucherCover } from '../../api/types';
import { RedeemableStays } from './redeemable-stays';
import { checkCode, problemOfAnswer, type CodeProblem } from './rules';

export function RedemptionPage() {
  const t = useT();
  const site = useSite();
  const { client } = useApp();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const [cover, setCover] = useState<VoucherCover | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();
  // the view changes under the keyboard: the focus goes to the new view's title, or back to the code field
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    if (cover) titleRef.current?.focus();
    else inputRef.current?.focus();
  }, [cover]);
  const showCover = (next: VoucherCover | null) => {
    changed.current = true;
    setCover(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkCode(input);
    if ('problem' in checked) {
      setProblem(checked.problem);
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      showCover(await fetchVoucherCover(client, checked.code));
    } catch (error) {
      setProblem(problemOfAnswer(error));
      inputRef.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  if (cover) {
    return (
      <div className="sf-gift-page sf-gift-redeem">
        <h1 ref={titleRef} tabIndex={-1} className="sf-gift-title">
          {t('redeem.chooseTitle')}
        </h1>
        <section className="sf-gift-voucher-summary" aria-label={t('redeem.yourGift')} data-testid="voucher-summary">
          <p>
            <strong>{cover.code}</strong>
          </p>
          <p>
            {cover.nights
              ? t('redeem.covers', { nights: t('voucher.nights', { count: cover.nights }), persons: cover.persons })
              : t('redeem.coversPersons', { persons: cover.persons })}
          </p>
          <p>{t('redeem.value', { value: formatMoney(cover.value, site) })}</p>
          <p className="sf-gift-muted">{t('redeem.validUntil', { date: formatDate(cover.validUntil, 'd MMMM yyyy', site) })}</p>
          <Button variant="secondary" onClick={() => showCover(null)}>
            {t('redeem.otherCode')}
          </Button>
        </section>
        {cover.kind === 'activity' ? <Alert variant="info">{t('redeem.activity')}</Alert> : <RedeemableStays cover={cover} />}
      </div>
    );
  }

  return (
    <div className="sf-gift-page sf-gift-redeem">
      <h1 className="sf-gift-title">{t('redeem.title')}</h1>
      <p className="sf-gift-lead">{t('redeem.lead')}</p>
      <form className="sf-gift-form sf-gift-redeem__form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="sf-gift-field">
          <label htmlFor="sf-gift-code">{t('redeem.code')}</label>
          <p id="sf-gift-code-hint" className="sf-gift-muted">
            {t('redeem.codeHint')}
          </p>
          <input
            ref={inputRef}
            id="sf-gift-code"
            className="sf-gift-input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `sf-gift-code-hint ${errorId}` : 'sf-gift-code-hint'}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={errorId} className="sf-gift-error" role="alert" data-testid="code-problem">
              {t(`redeem.problem.${problem}`)}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="large" loading={checking}>
          {t('redeem.submit')}
        </Button>
      </form>
    </div>
  );
}
