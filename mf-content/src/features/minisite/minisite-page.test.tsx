import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { fetchMinisite } from '../../api/cms';
import { clearResources } from '../../api/resource';
import type { Minisite } from '../../api/types';
import { MinisitePage } from './minisite-page';

jest.mock('../../api/cms', () => ({ ...jest.requireActual('../../api/cms'), fetchMinisite: jest.fn() }));

const minisite = {
  minisiteId: 360,
  minisiteUrl: 'cse-avantages',
  title: 'Escapades CSE',
  partnerName: 'CSE Avantages',
  intro: null,
  logoUrl: null,
  bannerAlt: null,
  bannerUrls: { desktop: '/d.jpg', mobile: '/m.jpg' },
  footer: '<p>Conditions</p>',
} as unknown as Minisite;

beforeEach(() => {
  clearResources();
  jest.mocked(fetchMinisite).mockReset().mockResolvedValue(minisite);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('<MinisitePage>', () => {
  it('in preview (draft) mode reads its content again when the window regains focus (site-wide §4)', async () => {
    window.history.replaceState(null, '', '/cse-avantages?preview=true');
    renderWithApp(<MinisitePage id={360} />);
    expect(await screen.findByText('En partenariat avec CSE Avantages')).toBeTruthy();
    expect(fetchMinisite).toHaveBeenCalledTimes(1);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(fetchMinisite).toHaveBeenCalledTimes(2);
  });

  it('outside preview reads it once', async () => {
    window.history.replaceState(null, '', '/cse-avantages');
    renderWithApp(<MinisitePage id={360} />);
    expect(await screen.findByText('En partenariat avec CSE Avantages')).toBeTruthy();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(fetchMinisite).toHaveBeenCalledTimes(1);
  });
});
