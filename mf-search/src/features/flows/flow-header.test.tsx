/** The flow header (search.md §1): one header text per flow, the flow switch, and the customer-service notice. */
import { fireEvent, screen } from '@testing-library/react';
import { SITES, type SiteCode } from '@storefront/contracts';
import { FLOWS, type Flow } from '@storefront/criteria';
import { renderWithProviders, testContext } from '../../test/render';
import fr from '../../i18n/fr';
import es from '../../i18n/es';
import nl from '../../i18n/nl';
import it_ from '../../i18n/it';
import { CustomerServiceNotice, FlowHeader } from './flow-header';

const header = () => document.querySelector('.sf-search-flow__header')?.textContent;

describe('FlowHeader', () => {
  it.each<[Flow, string]>([
    ['booking', 'Séjours avec activités incluses'],
    ['gifting', 'Des séjours à offrir : le bénéficiaire choisit ses dates'],
    ['activity', "Activités à la journée, sans nuit d'hôtel"],
    ['hotel', "Une nuit d'hôtel au meilleur prix"],
  ])('the %s flow says what it sells', (flow, text) => {
    renderWithProviders(<FlowHeader flow={flow} onFlowChange={() => {}} />);
    expect(header()).toBe(text);
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent(fr.flow.tab[flow]);
  });

  it.each<[SiteCode, typeof fr]>([
    ['es_ES', es],
    ['nl_NL', nl],
    ['it_IT', it_],
  ])('in %s, each flow has its own header text in the site language', (locale, messages) => {
    const texts = FLOWS.map((flow) => {
      const { unmount } = renderWithProviders(<FlowHeader flow={flow} onFlowChange={() => {}} />, {
        context: testContext({ locale }),
      });
      const text = header();
      unmount();
      return text;
    });
    expect(texts).toEqual(FLOWS.map((flow) => messages.flow.header[flow]));
    expect(new Set(texts).size).toBe(4);
    texts.forEach((text, i) => expect(text).not.toBe(fr.flow.header[FLOWS[i]!]));
  });

  it('switches flow from the tabs (not to the current one); no activity tab when activity-only is off', () => {
    const onFlowChange = jest.fn();
    const { unmount } = renderWithProviders(<FlowHeader flow="booking" onFlowChange={onFlowChange} />);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'Séjours',
      'Offrir',
      'Activités',
      'Hôtel seul',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Séjours' }));
    expect(onFlowChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Offrir' }));
    expect(onFlowChange).toHaveBeenCalledWith('gifting');
    unmount();
    const toggles = { ...testContext().toggles, activityOnly: false };
    renderWithProviders(<FlowHeader flow="booking" onFlowChange={onFlowChange} />, {
      context: testContext({ toggles }),
    });
    expect(screen.queryByRole('radio', { name: 'Activités' })).toBeNull();
  });
});

describe('CustomerServiceNotice', () => {
  it.each<SiteCode>(['fr_FR', 'es_ES', 'nl_BE', 'it_IT'])(
    "reads 'Have questions? Call us at {phone}...' with the phone of %s",
    (locale) => {
      renderWithProviders(<CustomerServiceNotice />, { context: testContext({ locale }) });
      const messages = { fr, es, nl, it: it_ }[SITES[locale].language as 'fr' | 'es' | 'nl' | 'it'];
      expect(
        screen.getByText(messages.customerService.replace('{{phone}}', SITES[locale].phone)),
      ).toBeInTheDocument();
    },
  );
});
