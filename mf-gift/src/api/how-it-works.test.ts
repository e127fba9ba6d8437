import { howItWorksVideoOf } from './how-it-works';

describe('How it works video', () => {
  it('comes from the locale entry of the CMS gift content; unusable URLs are dropped', () => {
    const entries = [
      { locale: 'fr_FR', howItWorksVideo: { url: '/media/offrir.mp4', poster: '/media/offrir.jpg', transcript: ' Texte. ' } },
      { locale: 'es_ES', howItWorksVideo: { url: 'javascript:alert(1)' } },
      { locale: 'it_IT' },
    ];
    expect(howItWorksVideoOf(entries, 'fr_FR')).toEqual({ url: '/media/offrir.mp4', poster: '/media/offrir.jpg', transcript: 'Texte.' });
    expect(howItWorksVideoOf(entries, 'es_ES')).toBeNull();
    expect(howItWorksVideoOf(entries, 'it_IT')).toBeNull();
    expect(howItWorksVideoOf([], 'nl_NL')).toBeNull();
  });
});
