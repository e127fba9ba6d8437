/** './OfferCard': an offer card for other remotes (404 carousel, product page suggestions). */
import type { StorefrontContext } from '@storefront/contracts';
import { defaultCriteria, type Flow, type SearchCriteria } from '@storefront/criteria';
import { SearchProviders } from '../app-context';
import type { OfferView } from '../api/types';
import { OfferCard as Card } from '../features/cards/offer-card';
import { useSearchStyles } from '../styles';

export type { OfferView } from '../api/types';
export { toOffer } from '../api/mappers';

export interface OfferCardProps {
  context: StorefrontContext;
  /** a card view (map an API offer with the exported `toOffer(apiOffer, flow)`) */
  offer: OfferView;
  flow?: Flow;
  criteria?: SearchCriteria;
  index?: number;
  headingLevel?: 2 | 3 | 4;
}

function Inner(props: Omit<OfferCardProps, 'context'>) {
  useSearchStyles();
  const flow = props.flow ?? 'booking';
  return <Card {...props} flow={flow} criteria={props.criteria ?? defaultCriteria(flow)} />;
}

export function OfferCard({ context, ...props }: OfferCardProps) {
  return (
    <SearchProviders context={context}>
      <div className="sf-search sf-search--embedded">
        <Inner {...props} />
      </div>
    </SearchProviders>
  );
}

export default OfferCard;
