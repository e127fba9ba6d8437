/**
 * './SearchBox': the search bar for other remotes (homepage jumbotron, product and 404 pages).
 * Search navigates (over the bus) to the flow's results page with the criteria in the hash and from=searchbar.
 */
import { useMemo } from 'react';
import type { LoadRemote, StorefrontContext } from '@storefront/contracts';
import { normaliseCriteria, type Flow, type SearchCriteria } from '@storefront/criteria';
import { SearchProviders } from '../app-context';
import { SearchBar } from '../features/search-bar/search-bar';
import { FlowHeader } from '../features/flows/flow-header';
import { useSearchStyles } from '../styles';

export interface SearchBoxProps {
  context: StorefrontContext;
  loadRemote?: LoadRemote;
  /** booking by default */
  flow?: Flow;
  /** initial criteria (e.g. from the product page); normalised */
  criteria?: Partial<SearchCriteria>;
  destinationLabel?: string;
  themes?: { id: string; label: string }[];
  /** show the flow tabs and header text (homepage) */
  withFlowTabs?: boolean;
  onFlowChange?: (flow: Flow) => void;
  /** receive the results URL instead of navigating */
  onSearch?: (url: string) => void;
}

function Inner({ flow = 'booking', criteria, destinationLabel, themes, withFlowTabs, onFlowChange, onSearch }: Omit<SearchBoxProps, 'context' | 'loadRemote'>) {
  useSearchStyles();
  const initial = useMemo(() => normaliseCriteria((criteria ?? {}) as never, { flow }), [criteria, flow]);
  return (
    <div className="sf-search sf-search--box">
      {withFlowTabs && onFlowChange && <FlowHeader flow={flow} onFlowChange={onFlowChange} />}
      <SearchBar flow={flow} criteria={initial} destinationLabel={destinationLabel} themes={themes} inPlace={false} onSearch={onSearch} />
    </div>
  );
}

export function SearchBox({ context, loadRemote, ...props }: SearchBoxProps) {
  return (
    <SearchProviders context={context} loadRemote={loadRemote}>
      <Inner {...props} />
    </SearchProviders>
  );
}

export default SearchBox;
