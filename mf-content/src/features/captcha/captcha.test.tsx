import { act, createRef } from 'react';
import { renderWithApp } from '../../../test/render';
import { Captcha, type CaptchaHandle } from './captcha';

/** A stand-in for the ALTCHA custom element: each verify() solves one challenge. */
const verify = jest.fn<Promise<{ payload: string } | null>, []>();
jest.mock('altcha', () => {
  class FakeAltcha extends HTMLElement {
    verify() {
      return verify();
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltcha);
  (globalThis as { $altcha?: unknown }).$altcha = { i18n: { set: jest.fn() } };
  return {};
});

async function mountCaptcha() {
  const handle = createRef<CaptchaHandle>();
  const view = renderWithApp(<Captcha handle={handle} />);
  await act(async () => undefined);
  return { handle: handle.current!, widget: view.container.querySelector('altcha-widget')! };
}

beforeEach(() => {
  verify.mockReset();
  let n = 0;
  verify.mockImplementation(async () => ({ payload: `payload-${++n}` }));
});

describe('<Captcha> (invisible ALTCHA proof of work)', () => {
  it('is an invisible widget on the self-hosted challenge, with no checkbox step', async () => {
    const { widget } = await mountCaptcha();
    expect(widget).toHaveAttribute('display', 'invisible');
    expect(widget).toHaveAttribute('auto', 'off');
    expect(widget).toHaveAttribute('challenge', '/gateway/captcha/challenge');
    expect(widget).not.toBeVisible();
    expect(verify).not.toHaveBeenCalled();
  });

  it('solves once in the background and gives that payload on submit; after a reset it solves a new challenge', async () => {
    const { handle } = await mountCaptcha();
    act(() => handle.start());
    act(() => handle.start());
    await expect(handle.solve()).resolves.toBe('payload-1');
    expect(verify).toHaveBeenCalledTimes(1);
    handle.reset();
    await expect(handle.solve()).resolves.toBe('payload-2');
  });

  it('solves on submit when nothing was started; a failure rejects and the next solve tries again', async () => {
    verify.mockResolvedValueOnce(null);
    const { handle } = await mountCaptcha();
    await expect(handle.solve()).rejects.toThrow('captcha not solved');
    await expect(handle.solve()).resolves.toBe('payload-1');
  });

  it('an expired challenge is solved again', async () => {
    const { handle, widget } = await mountCaptcha();
    await expect(handle.solve()).resolves.toBe('payload-1');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    });
    await expect(handle.solve()).resolves.toBe('payload-2');
  });
});
