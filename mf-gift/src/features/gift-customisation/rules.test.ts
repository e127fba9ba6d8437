import { acceptsTyping, giftTextError, giftTextErrors, readGiftTextDraft, saveGiftTextDraft } from './rules';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('gift customisation rules', () => {
  it('sender name: mandatory only when the form is, text only, at most 40', () => {
    expect(giftTextError('fromName', '  ', true)).toBe('mandatory');
    expect(giftTextError('fromName', '', false)).toBeNull();
    expect(giftTextError('fromName', 'Zoë O’Neil-Dupré', true)).toBeNull();
    expect(giftTextError('fromName', 'Anne 2', true)).toBe('textOnly');
    expect(giftTextError('fromName', 'a<b>', true)).toBe('textOnly');
    expect(giftTextError('fromName', 'a'.repeat(40), true)).toBeNull();
    expect(giftTextError('fromName', 'a'.repeat(41), true)).toBe('tooLong');
  });

  it('message: optional, any text, at most 180', () => {
    expect(giftTextError('message', '', true)).toBeNull();
    expect(giftTextError('message', 'Joyeux anniversaire ! 40 ans :)', true)).toBeNull();
    expect(giftTextError('message', 'x'.repeat(181), true)).toBe('tooLong');
    expect(giftTextErrors({ fromName: '', message: 'x'.repeat(181) }, true)).toEqual({ fromName: 'mandatory', message: 'tooLong' });
    expect(giftTextErrors({ fromName: 'Anne', message: '' }, true)).toEqual({});
  });

  it('refuses a keystroke past the limit', () => {
    expect(acceptsTyping('fromName', 'a'.repeat(40))).toBe(true);
    expect(acceptsTyping('fromName', 'a'.repeat(41))).toBe(false);
    expect(acceptsTyping('message', 'a'.repeat(181))).toBe(false);
  });

  it('keeps the draft while a field is filled and drops it when both are empty', () => {
    const storage = memoryStorage();
    saveGiftTextDraft(storage, 'k', { fromName: 'Anne', message: '' });
    expect(readGiftTextDraft(storage, 'k')).toEqual({ fromName: 'Anne', message: '' });
    saveGiftTextDraft(storage, 'k', { fromName: '', message: '' });
    expect(storage.data.has('k')).toBe(false);
    storage.setItem('k', JSON.stringify({ fromName: 'a'.repeat(50), message: 3 }));
    expect(readGiftTextDraft(storage, 'k')).toEqual({ fromName: '', message: '' });
    storage.setItem('k', '{');
    expect(readGiftTextDraft(storage, 'k')).toEqual({ fromName: '', message: '' });
  });
});
