import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/event-bus';
import { renderWith, testContext } from '../../test/render';
import { NATIVE_APP_STORAGE_KEY, NativeAppBack, isNativeApp } from './native-app';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('native-app signal', () => {
  test('the query parameter turns it on for the session, and off again', () => {
    const storage = memoryStorage();
    const context = testContext();
    expect(isNativeApp(context, '', storage)).toBe(false);
    expect(isNativeApp(context, '?flow=booking&nativeApp=1', storage)).toBe(true);
    // a later page of the web view no longer has the parameter
    expect(isNativeApp(context, '?flow=booking', storage)).toBe(true);
    expect(isNativeApp(context, '?nativeApp=false', storage)).toBe(false);
    expect(isNativeApp(context, '', storage)).toBe(false);
    expect(isNativeApp(context, '?nativeApp=TRUE', storage)).toBe(true);
  });

  test('a context flag wins; odd values and a throwing storage never crash', () => {
    expect(isNativeApp({ ...testContext(), nativeApp: true } as never, '', memoryStorage())).toBe(true);
    expect(isNativeApp({ ...testContext(), nativeApp: false } as never, '?nativeApp=1', memoryStorage())).toBe(false);
    expect(isNativeApp({ ...testContext(), nativeApp: 'yes' } as never, '?nativeApp=maybe', memoryStorage())).toBe(false);
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as Storage;
    expect(isNativeApp(testContext(), '?nativeApp=1', broken)).toBe(true);
    expect(isNativeApp(testContext(), '', broken)).toBe(false);
  });
});

describe('native-app back button', () => {
  beforeEach(() => window.sessionStorage.removeItem(NATIVE_APP_STORAGE_KEY));

  test('absent in a browser', () => {
    window.history.replaceState(null, '', '/sejour/100015');
    renderWith(<NativeAppBack flow="booking" />);
    expect(screen.queryByRole('button', { name: /Retour/ })).not.toBeInTheDocument();
  });

  test('in the app web view it goes back, or to the search when the app opened this page first', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/sejour/100015?nativeApp=1');
    const navigate = jest.fn();
    const off = on('navigate', navigate);
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const length = jest.spyOn(window.history, 'length', 'get');
    renderWith(<NativeAppBack flow="booking" />);
    length.mockReturnValue(3);
    await user.click(screen.getByRole('button', { name: /Retour/ }));
    expect(back).toHaveBeenCalledTimes(1);
    length.mockReturnValue(1);
    await user.click(screen.getByRole('button', { name: /Retour/ }));
    expect(navigate).toHaveBeenCalledWith({ url: '/recherche?flow=booking' }, expect.anything());
    off();
    back.mockRestore();
    length.mockRestore();
  });
});
