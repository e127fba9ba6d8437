import { screen } from '@testing-library/react';
import { Price, PromoBadge, promoToShow } from '../index';
import { plain, renderIn } from '../test-utils';

describe('promo rules', () => {
  it('promo shows only when truthy and positive, at or above a threshold', () => {
    expect(promoToShow(0)).toBe(0);
    expect(promoToShow(null)).toBe(0);
    expect(promoToShow(-15)).toBe(0);
    expect(promoToShow(20)).toBe(20);
    expect(promoToShow(9, 10)).toBe(0);
    expect(promoToShow(10, 10)).toBe(10);
    expect(promoToShow(4, 5)).toBe(0);
  });
});

describe('Price', () => {
  it('formats cents with the site money format and the from label', () => {
    const { container } = renderIn(<Price sellPrice={12900} priceType="from-price" />, 'fr_FR');
    expect(plain(container.textContent)).toBe('dès 129 €');
  });

  it('uses the Dutch format and label', () => {
    const { container } = renderIn(<Price sellPrice={12900} priceType="from-price" />, 'nl_NL');
    expect(plain(container.textContent)).toBe('vanaf € 129');
  });

  it('shows the promo badge and the struck reference price', () => {
    const { container } = renderIn(<Price sellPrice={12900} refPrice={16100} promo={20} />, 'fr_FR');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('Réduction de 20 %')).toHaveClass('sf-ui-visually-hidden');
    const struck = container.querySelector('s');
    expect(plain(struck?.textContent)).toContain('161 €');
    expect(plain(screen.getByText(/Prix de référence/).textContent)).toBe('Prix de référence : 161 €');
  });

  it('has no badge when promo is 0 or missing and no reference when not higher', () => {
    const { container } = renderIn(<Price sellPrice={12900} refPrice={12900} promo={0} />, 'fr_FR');
    expect(container.querySelector('.sf-ui-promo')).toBeNull();
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows per-night (rounded up) and per-person amounts with their unit', () => {
    const night = renderIn(<Price sellPrice={25900} refPrice={30000} nights={2} perNight />, 'es_ES');
    expect(plain(night.container.textContent)).toContain('130 € por noche');
    expect(plain(night.container.querySelector('s')?.textContent)).toContain('150 €');
    night.unmount();
    const person = renderIn(<Price sellPrice={9000} adults={2} perPerson />, 'it_IT');
    expect(plain(person.container.textContent)).toBe('45 € a persona');
  });

  it('labels gift prices and renders nothing for an invalid amount', () => {
    const gift = renderIn(<Price sellPrice={19900} priceType="gift" />, 'nl_BE');
    expect(plain(gift.container.textContent)).toBe('Cadeau € 199');
    gift.unmount();
    const bad = renderIn(<Price sellPrice={NaN} />);
    expect(bad.container).toBeEmptyDOMElement();
  });

  it('PromoBadge applies the list threshold', () => {
    const { container } = renderIn(<PromoBadge promo={8} threshold={10} />);
    expect(container).toBeEmptyDOMElement();
  });
});
