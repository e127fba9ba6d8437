/**
 * Insurance choice (product-and-purchase.md §4 'Insurance choice', §8, §9): not chosen, the offer's own conditions
 * (false) or the cancellation insurance (true) at the API's price for the order amount; no choice at payment gives
 * 'Please choose an option.'; a price that cannot be read gives 'Oops, something went wrong'.
 */
import { formatMoney, useSite } from '@storefront/i18n';
import { Alert, RadioGroup } from '@storefront/ui';
import { useT } from '../../app-context';
import type { Insurance } from '../../api/types';

export type InsuranceValue = 'insurance' | 'none';

export interface InsuranceChoiceProps {
  insurance?: Insurance;
  failed: boolean;
  value: boolean | null;
  onChange(value: boolean): void;
  /** show 'Please choose an option.' (a payment was asked without a choice) */
  showError: boolean;
}

export function InsuranceChoice({ insurance, failed, value, onChange, showError }: InsuranceChoiceProps) {
  const t = useT();
  const site = useSite();
  if (failed) return <Alert variant="error">{t('common.error')}</Alert>;
  if (!insurance?.hasInsurance || insurance.amount === null) return null;
  return (
    <div className="sf-checkout-insurance">
      <RadioGroup<InsuranceValue>
        legend={t('options.insuranceLegend')}
        name="insurance"
        value={value === null ? null : value ? 'insurance' : 'none'}
        options={[
          { value: 'insurance', label: t('options.insuranceYes', { price: formatMoney(insurance.amount, site, { fractionDigits: 2 }) }) },
          { value: 'none', label: t('options.insuranceNo') },
        ]}
        onChange={(v) => onChange(v === 'insurance')}
        error={showError && value === null ? t('options.chooseOption') : undefined}
      />
      <p className="sf-checkout-field__hint">{t('options.insuranceHint')}</p>
    </div>
  );
}
