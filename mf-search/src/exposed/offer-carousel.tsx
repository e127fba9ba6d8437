/** './OfferCarousel': a carousel of offer cards (404 'Other offer in {hotel}', product suggestions). */
import type { StorefrontContext } from '@storefront/contracts';
import { defaultCriteria, type Flow, type SearchCriteria } from '@storefront/criteria';
import { Carousel } from '@storefront/ui';
import { SearchProviders } from '../app-context';
import type { OfferView } from '../api/types';
import { OfferCard } from '../features/cards/offer-card';
import { useSearchStyles } from '../styles';

export interface OfferCarouselProps {
  context: StorefrontContext;
  offers: OfferView[];
  /** accessible name of the carousel */
  label: string;
  flow?: Flow;
  criteria?: SearchCriteria;
}

function Inner({ offers, label, flow = 'booking', criteria }: Omit<OfferCarouselProps, 'context'>) {
  useSearchStyles();
  const c = criteria ?? defaultCriteria(flow);
  return (
    <Carousel label={label} perView={{ mobile: 1, small: 2, tablet: 2, desktop: 3 }} items={offers.map((o, i) => <OfferCard key={o.id} offer={o} flow={flow} criteria={c} index={i} />)} />
  );
}

export function OfferCarousel({ context, ...props }: OfferCarouselProps) {
  return (
    <SearchProviders context={context}>
      <div className="sf-search sf-search--embedded">
        <Inner {...props} />
      </div>
    </SearchProviders>
  );
}

export default OfferCarousel;
