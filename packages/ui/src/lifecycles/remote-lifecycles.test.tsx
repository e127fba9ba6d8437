import type { LoadRemote, StorefrontContext } from '@storefront/contracts';
import { dateFnsLocale } from '@storefront/i18n';
import { remoteLifecycles, type RemoteAppProps } from './remote-lifecycles';

const context = { locale: 'nl_BE' } as StorefrontContext;
const loadRemote = jest.fn() as unknown as LoadRemote;

function propsFor(domElement: HTMLElement) {
  return { context, domElement, loadRemote, name: 'mf-test', singleSpa: {}, mountParcel: jest.fn() } as unknown as RemoteAppProps;
}

function Root({ context: c }: { context: StorefrontContext }) {
  return <p>root of {c.locale}</p>;
}

describe('remoteLifecycles', () => {
  it('uses the styles and awaits beforeMount before the first render, then cleans up on unmount', async () => {
    const order: string[] = [];
    const styles = { use: jest.fn(() => order.push('use')), unuse: jest.fn(() => order.push('unuse')) };
    const el = document.createElement('div');
    document.body.append(el);
    const spa = remoteLifecycles({
      name: 'mf-test',
      Root,
      styles,
      beforeMount: async () => {
        order.push(`before:${el.textContent}`);
      },
      afterUnmount: () => order.push('after'),
    });
    const props = propsFor(el);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(el.textContent).toBe('root of nl_BE');
    expect(dateFnsLocale('nl_BE').code).toBe('nl-BE');
    await spa.unmount(props);
    expect(el.textContent).toBe('');
    expect(order).toEqual(['use', 'before:', 'after', 'unuse']);
  });

  it('mounts anyway when beforeMount fails, and logs the failure with the remote name', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('div');
    document.body.append(el);
    const spa = remoteLifecycles({ name: 'mf-test', Root, styles: { use: jest.fn(), unuse: jest.fn() }, beforeMount: () => Promise.reject(new Error('offline')) });
    const props = propsFor(el);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(el.textContent).toBe('root of nl_BE');
    expect(error).toHaveBeenCalledWith('[mf-test] before mount', expect.any(Error));
    await spa.unmount(props);
    error.mockRestore();
  });
});
