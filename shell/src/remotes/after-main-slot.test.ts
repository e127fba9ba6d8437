import { mainSlotSignal } from './after-main-slot';

function flush() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

describe('mainSlotSignal', () => {
  let slot: HTMLElement;
  beforeEach(() => {
    slot = document.createElement('main');
    document.body.replaceChildren(slot);
  });

  it('holds decorative applications until the page application has settled and its skeletons are gone', async () => {
    const signal = mainSlotSignal(() => slot);
    const started = jest.fn();
    void signal.wait(3000).then(started);
    slot.innerHTML = '<div><div class="sf-ui-skeleton"></div></div>';
    signal.settled();
    await flush();
    expect(started).not.toHaveBeenCalled();
    slot.innerHTML = '<div><article>Results</article></div>';
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('treats an aria-busy region as still loading', async () => {
    const signal = mainSlotSignal(() => slot);
    const started = jest.fn();
    void signal.wait(3000).then(started);
    slot.innerHTML = '<section aria-busy="true">…</section>';
    signal.settled();
    await flush();
    expect(started).not.toHaveBeenCalled();
    slot.querySelector('section')!.setAttribute('aria-busy', 'false');
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('does not start them before the page application has settled, even if the slot looks ready', async () => {
    const signal = mainSlotSignal(() => slot);
    const started = jest.fn();
    slot.innerHTML = '<p>retry message of an earlier page</p>';
    void signal.wait(3000).then(started);
    await flush();
    expect(started).not.toHaveBeenCalled();
    signal.settled();
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('lets them start after the maximum wait when the content never comes, and does not wait again later', async () => {
    jest.useFakeTimers();
    try {
      const signal = mainSlotSignal(() => slot);
      const started = jest.fn();
      void signal.wait(3000).then(started);
      jest.advanceTimersByTime(2999);
      await Promise.resolve();
      expect(started).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(started).toHaveBeenCalledTimes(1);
      const later = jest.fn();
      void signal.wait(3000).then(later);
      await Promise.resolve();
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
