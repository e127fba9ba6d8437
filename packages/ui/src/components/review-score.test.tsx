import { screen } from '@testing-library/react';
import type { StorefrontContext } from '@storefront/contracts';
import { AllIncentiveContext, RemoteRoot, ReviewScore, reviewScoreLabel } from '../index';
import { renderIn } from '../test-utils';

describe('reviewScoreLabel', () => {
  it('applies the thresholds 9.5, 9, 8.5, 8 and 7', () => {
    expect(reviewScoreLabel(10)).toBe('perfect');
    expect(reviewScoreLabel(9.5)).toBe('perfect');
    expect(reviewScoreLabel(9.49)).toBe('fantastic');
    expect(reviewScoreLabel(9)).toBe('fantastic');
    expect(reviewScoreLabel(8.5)).toBe('excellent');
    expect(reviewScoreLabel(8)).toBe('veryGood');
    expect(reviewScoreLabel(7.99)).toBe('good');
    expect(reviewScoreLabel(7)).toBe('good');
    expect(reviewScoreLabel(6.99)).toBeNull();
  });
  it('labels only from 9 when the all-incentive mode is off', () => {
    expect(reviewScoreLabel(8.9, false)).toBeNull();
    expect(reviewScoreLabel(9, false)).toBe('fantastic');
    expect(reviewScoreLabel(9.6, false)).toBe('perfect');
  });
  it('has no label without a score', () => {
    expect(reviewScoreLabel(undefined)).toBeNull();
    expect(reviewScoreLabel(NaN)).toBeNull();
  });
});

describe('ReviewScore', () => {
  it('shows one decimal with a comma and the translated label', () => {
    renderIn(<ReviewScore score={8.66} count={12} />, 'fr_FR');
    expect(screen.getByText('8,7')).toBeInTheDocument();
    expect(screen.getByText('8,7 sur 10')).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText('12 avis')).toBeInTheDocument();
  });
  it('translates labels per language', () => {
    renderIn(<ReviewScore score={9.2} />, 'es_ES');
    expect(screen.getByText('Fantástico')).toBeInTheDocument();
  });
  it('shows New without a score', () => {
    renderIn(<ReviewScore score={null} />, 'nl_NL');
    expect(screen.getByText('Nieuw')).toBeInTheDocument();
  });
  it("follows the site's all-incentive mode unless told otherwise", () => {
    const off = renderIn(
      <AllIncentiveContext.Provider value={false}>
        <ReviewScore score={8.6} />
        <ReviewScore score={9.1} />
      </AllIncentiveContext.Provider>,
      'fr_FR',
    );
    expect(off.container.querySelectorAll('.sf-ui-review-score__label')).toHaveLength(1);
    expect(screen.getByText('Fantastique')).toBeInTheDocument();
    off.unmount();
    renderIn(<AllIncentiveContext.Provider value={false}><ReviewScore score={8.6} allIncentive /></AllIncentiveContext.Provider>, 'fr_FR');
    expect(screen.getByText('Excellent')).toBeInTheDocument();
  });
  it("takes the mode from the remote root's toggles (allIncentive off: no label under 9)", () => {
    const toggles = { customerAccount: false, boxes: false, activityOnly: true, physicalVoucher: true };
    const Score = () => <ReviewScore score={8.6} />;
    const on = renderIn(<RemoteRoot Root={Score} context={{ locale: 'fr_FR', toggles } as StorefrontContext} />, 'fr_FR');
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    on.unmount();
    const { container } = renderIn(<RemoteRoot Root={Score} context={{ locale: 'fr_FR', toggles: { ...toggles, allIncentive: false } } as StorefrontContext} />, 'fr_FR');
    expect(container.querySelector('.sf-ui-review-score__label')).toBeNull();
  });
  it('shows the score without label below the threshold', () => {
    const { container } = renderIn(<ReviewScore score={8.2} allIncentive={false} />, 'it_IT');
    expect(screen.getByText('8,2')).toBeInTheDocument();
    expect(container.querySelector('.sf-ui-review-score__label')).toBeNull();
  });
});
