import { FAILURE_NOTICE_MS } from './federation';
import { navigationNoticeMs } from './notice-time';

/** single-spa's routing events, as its reroute fires them (before the apps change, once they all have). */
const beforeRouting = () => window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl: window.location.href } }));
const routed = () => window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: { newUrl: window.location.href } }));

describe('navigationNoticeMs', () => {
  const { pushState, replaceState } = window.history;
  let time = 0;
  const now = () => time;

  // jsdom has no navigation timing: the document's own entry (its URL), as a browser gives it
  let documentUrl = '';
  beforeAll(() => {
    Object.defineProperty(window.performance, 'getEntriesByType', { configurable: true, value: (type: string) => (type === 'navigation' ? [{ name: documentUrl }] : []) });
  });
  afterAll(() => {
    Reflect.deleteProperty(window.performance, 'getEntriesByType');
  });
  beforeEach(() => {
    time = 0;
    documentUrl = `${window.location.origin}/contact`;
    replaceState.call(window.history, null, '', '/contact');
  });
  afterEach(() => {
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
  });

  it('times the first page from the navigation start (page time 0): the document and the shell loading count', () => {
    const noticeMs = navigationNoticeMs(window, now);
    time = 900;
    beforeRouting();
    time = 1000;
    expect(noticeMs()).toBe(FAILURE_NOTICE_MS - 1000);
  });

  it('times a page asked for while the shell was still starting from that history change, not from page time 0', () => {
    const noticeMs = navigationNoticeMs(window, now);
    time = 1800;
    window.history.pushState(null, '', '/recherche?flow=booking');
    // the router starts later, on the new URL
    time = 2500;
    beforeRouting();
    expect(noticeMs()).toBe(FAILURE_NOTICE_MS - 700);
  });

  it('times a page whose URL changed before the shell ran from the shell\'s start, not from page time 0', () => {
    replaceState.call(window.history, null, '', '/recherche?flow=booking');
    time = 1200;
    const noticeMs = navigationNoticeMs(window, now);
    time = 2000;
    beforeRouting();
    expect(noticeMs()).toBe(FAILURE_NOTICE_MS - 800);
  });

  it('times a client-side navigation queued behind an unfinished routing from its own history change', () => {
    const noticeMs = navigationNoticeMs(window, now);
    beforeRouting();
    time = 3000;
    window.history.pushState(null, '', '/recherche');
    // the first page's routing ends, then the queued one starts
    time = 3400;
    routed();
    beforeRouting();
    time = 3500;
    expect(noticeMs()).toBe(FAILURE_NOTICE_MS - 500);
  });

  it('times a navigation by the browser (back, forward) from its popstate', () => {
    const noticeMs = navigationNoticeMs(window, now);
    beforeRouting();
    time = 4000;
    routed();
    time = 5000;
    replaceState.call(window.history, null, '', '/recherche');
    window.dispatchEvent(new PopStateEvent('popstate'));
    time = 5300;
    beforeRouting();
    expect(noticeMs()).toBe(FAILURE_NOTICE_MS - 300);
  });

  it('waits the full notice time for a retry outside a navigation, and at least 300 ms in a late one', () => {
    const noticeMs = navigationNoticeMs(window, now);
    beforeRouting();
    time = 4000;
    expect(noticeMs()).toBe(300);
    routed();
    expect(noticeMs()).toBe(FAILURE_NOTICE_MS);
  });
});
