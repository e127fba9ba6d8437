import { CRASH_LOCATION, LOG_MESSAGE_MAX, errorMessage, logEntry, postError } from './log';

describe('error log entries (site-wide §7: POST {frontGateway}/logs)', () => {
  it('level ERROR, locale, location, and the message cut to 256 characters', () => {
    const entry = logEntry(new TypeError('x'.repeat(1000)), 'nl_BE', CRASH_LOCATION);
    expect(entry).toEqual({ level: 'ERROR', locale: 'nl_BE', location: 'application.client.error', message: `TypeError: ${'x'.repeat(LOG_MESSAGE_MAX - 'TypeError: '.length)}` });
    expect(entry.message).toHaveLength(256);
    expect(logEntry('short', 'fr_FR', 'shell.remote.mf_x/spa').message).toBe('short');
    // characters, not UTF-16 units: no emoji cut in half
    const emoji = logEntry('😀'.repeat(300), 'fr_FR', 'x').message;
    expect([...emoji]).toHaveLength(256);
    expect(emoji).toBe('😀'.repeat(256));
  });

  it('any thrown value becomes a message, even one that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorMessage({ code: 42 })).toBe('{"code":42}');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(typeof errorMessage(cyclic)).toBe('string');
  });

  it('posts JSON to the gateway logs endpoint and never throws, even when the network fails', async () => {
    const ok = jest.fn(async () => ({ ok: true }) as Response);
    await postError('/gateway', logEntry('boom', 'es_ES', 'x'), ok as unknown as typeof fetch);
    expect(ok).toHaveBeenCalledWith('/gateway/logs', expect.objectContaining({ method: 'POST', keepalive: true }));
    const [, init] = ok.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ level: 'ERROR', locale: 'es_ES', location: 'x', message: 'boom' });
    const down = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(postError('/gateway', logEntry('boom', 'es_ES', 'x'), down as unknown as typeof fetch)).resolves.toBeUndefined();
  });
});
