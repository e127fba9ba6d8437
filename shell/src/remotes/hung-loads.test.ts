import { abandonHungScripts, freshUrl } from './hung-loads';

/** A script element as webpack's or the runtime's loader leaves it while it loads: its error handler attached. */
function loading(src: string, failed: string[]): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.onerror = (event) => {
    failed.push(`${(event as Event).type} ${script.src}`);
    script.onerror = null;
    script.remove();
  };
  document.head.append(script);
  return script;
}

describe('abandoning the hung scripts of a remote', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("fails the remote's scripts still loading through their own error path, and only those", () => {
    const failed: string[] = [];
    loading('http://localhost/remotes/mf-a/123.abc.js', failed);
    loading('http://localhost/remotes/mf-a/storefront-i18n.def.js?retry=1', failed);
    loading('http://localhost/remotes/mf-b/456.abc.js', failed);
    const done = document.createElement('script');
    done.src = 'http://localhost/remotes/mf-a/main.js'; // the server's own script: no loader waits on it
    document.head.append(done);
    expect(abandonHungScripts('http://localhost/remotes/mf-a/')).toBe(2);
    expect(failed).toEqual(['error http://localhost/remotes/mf-a/123.abc.js', 'error http://localhost/remotes/mf-a/storefront-i18n.def.js?retry=1']);
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual(['http://localhost/remotes/mf-b/456.abc.js', 'http://localhost/remotes/mf-a/main.js']);
    expect(abandonHungScripts('http://localhost/remotes/mf-a/')).toBe(0);
  });

  it('gives an abandoned file a new URL each time, and leaves the others as they are', () => {
    loading('http://localhost/remotes/mf-c/remoteEntry.js', []);
    abandonHungScripts('http://localhost/remotes/mf-c/');
    expect(freshUrl('http://localhost/remotes/mf-c/remoteEntry.js')).toBe('http://localhost/remotes/mf-c/remoteEntry.js?retry=1');
    loading('http://localhost/remotes/mf-c/remoteEntry.js?retry=1', []);
    abandonHungScripts('http://localhost/remotes/mf-c/');
    expect(freshUrl('http://localhost/remotes/mf-c/remoteEntry.js')).toBe('http://localhost/remotes/mf-c/remoteEntry.js?retry=2');
    expect(freshUrl('http://localhost/remotes/mf-c/other.js')).toBe('http://localhost/remotes/mf-c/other.js');
  });
});
