/** The flow header text, the flow switch, and the customer-service notice (search.md §1). */
import { FLOWS, type Flow } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import { useApp } from '../../app-context';

export function FlowHeader({ flow, onFlowChange }: { flow: Flow; onFlowChange: (flow: Flow) => void }) {
  const { t } = useTranslation();
  const { context } = useApp();
  const flows = FLOWS.filter((f) => f !== 'activity' || context.toggles.activityOnly);
  return (
    <header className="sf-search-flow">
      <div className="sf-search-flow__tabs" role="radiogroup" aria-label={t('flow.label')}>
        {flows.map((f) => (
          <button key={f} type="button" role="radio" aria-checked={f === flow} className={`sf-search-tab${f === flow ? ' sf-search-tab--active' : ''}`} onClick={() => f !== flow && onFlowChange(f)}>
            {t(`flow.tab.${f}`)}
          </button>
        ))}
      </div>
      <p className="sf-search-flow__header">{t(`flow.header.${flow}`)}</p>
    </header>
  );
}

export function CustomerServiceNotice() {
  const { t } = useTranslation();
  const { context } = useApp();
  return <p className="sf-search-notice">{t('customerService', { phone: context.site.phone })}</p>;
}
