import { pageNonce, scriptWithNonce } from './script-nonce';

describe('script nonce of the federation runtime', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("reads the page's nonce from the server's script elements", () => {
    expect(pageNonce()).toBe('');
    const script = document.createElement('script');
    script.nonce = 'abc123';
    script.setAttribute('nonce', 'abc123');
    document.head.append(script);
    expect(pageNonce()).toBe('abc123');
  });

  it('gives the scripts the runtime inserts the nonce, keeping their attributes', () => {
    const script = scriptWithNonce({ url: 'http://localhost:3001/remoteEntry.js', attrs: { crossorigin: 'anonymous', async: true } }, 'n0nce');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script!.nonce).toBe('n0nce');
    expect(script!.src).toBe('http://localhost:3001/remoteEntry.js');
    expect(script!.getAttribute('crossorigin')).toBe('anonymous');
    expect(script!.async).toBe(true);
  });

  it("leaves the runtime's own element when the page has no nonce", () => {
    expect(scriptWithNonce({ url: '/remotes/mf-search/remoteEntry.js', attrs: {} }, '')).toBeUndefined();
  });
});
