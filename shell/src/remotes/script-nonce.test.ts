import { abandonHungScripts } from './hung-loads';
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

  it('asks for an entry abandoned while it hung under another URL, with or without a nonce', () => {
    const hung = document.createElement('script');
    hung.src = 'http://localhost/remotes/mf-hung/remoteEntry.js';
    hung.onerror = () => hung.remove();
    document.head.append(hung);
    expect(abandonHungScripts('http://localhost/remotes/mf-hung/')).toBe(1);
    expect(scriptWithNonce({ url: 'http://localhost/remotes/mf-hung/remoteEntry.js', attrs: {} }, '')!.src).toBe('http://localhost/remotes/mf-hung/remoteEntry.js?retry=1');
    expect(scriptWithNonce({ url: 'http://localhost/remotes/mf-hung/remoteEntry.js', attrs: {} }, 'n0nce')!.nonce).toBe('n0nce');
  });
});
