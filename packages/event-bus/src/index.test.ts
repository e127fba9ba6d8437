import { emit, eventName, last, on, once, resetLast } from './index';

afterEach(() => resetLast());

describe('event bus', () => {
  it('dispatches namespaced window CustomEvents with the payload as detail', () => {
    const seen: unknown[] = [];
    const raw = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('storefront:flow', raw);
    emit('flow', { flow: 'gifting' });
    window.removeEventListener('storefront:flow', raw);
    expect(eventName('flow')).toBe('storefront:flow');
    expect(seen).toEqual([{ flow: 'gifting' }]);
  });

  it('receives events sent by plain window.dispatchEvent (another copy of the package)', () => {
    const handler = jest.fn();
    const off = on('locale', handler);
    window.dispatchEvent(new CustomEvent('storefront:locale', { detail: { locale: 'nl_BE' } }));
    off();
    expect(handler).toHaveBeenCalledWith({ locale: 'nl_BE' }, expect.any(CustomEvent));
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', () => {
    const handler = jest.fn();
    const off = on('criteria', handler);
    emit('criteria', { hash: 'a=2', source: 'test' });
    off();
    off();
    emit('criteria', { hash: 'a=3', source: 'test' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('once delivers a single event, and can be cancelled before it happens', () => {
    const first = jest.fn();
    once('navigate', first);
    emit('navigate', { url: '/a' });
    emit('navigate', { url: '/b' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0][0]).toEqual({ url: '/a' });

    const cancelled = jest.fn();
    const cancel = once('navigate', cancelled);
    cancel();
    emit('navigate', { url: '/c' });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('keeps events of different names apart', () => {
    const flow = jest.fn();
    const off = on('flow', flow);
    emit('locale', { locale: 'fr_BE' });
    off();
    expect(flow).not.toHaveBeenCalled();
  });

  it('remembers the last payload of each event', () => {
    expect(last('locale')).toBeUndefined();
    emit('locale', { locale: 'fr_BE' });
    emit('locale', { locale: 'nl_BE' });
    expect(last('locale')).toEqual({ locale: 'nl_BE' });
  });
});
