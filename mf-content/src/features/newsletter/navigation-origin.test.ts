import { isInternalNavigation, resetNavigationOrigin } from './navigation-origin';

describe('isInternalNavigation (newsletter pop-up: after a navigation from one page to another, site-wide §4)', () => {
  beforeEach(resetNavigationOrigin);
  const landing = 'http://localhost/';

  it('is false on the page the document was loaded with, hash changes included', () => {
    expect(isInternalNavigation('/', landing)).toBe(false);
    expect(isInternalNavigation('/#a=2', landing)).toBe(false);
  });

  it('is true on another page, and on the landing page again once the visitor has left it', () => {
    expect(isInternalNavigation('/', landing)).toBe(false);
    expect(isInternalNavigation('/recherche?flow=booking', landing)).toBe(true);
    expect(isInternalNavigation('/', landing)).toBe(true);
  });
});
