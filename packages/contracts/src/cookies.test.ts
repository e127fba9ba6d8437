/** @jest-environment jsdom */
import { readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('reads a cookie by name, decoded, and null when absent or only a prefix matches', () => {
    const jar = 'sf_exp=dates%3Aforced%7CthemeList%3Areduced; sf_acq=1; broken=%E0%A4%A';
    expect(readCookie('sf_exp', jar)).toBe('dates:forced|themeList:reduced');
    expect(readCookie('sf_acq', jar)).toBe('1');
    expect(readCookie('sf', jar)).toBeNull();
    expect(readCookie('broken', jar)).toBe('%E0%A4%A');
    expect(readCookie('x', '')).toBeNull();
  });

  it('writes a site-wide cookie the reader gets back', () => {
    writeCookie('sf_test', 'a=b; c', 3600);
    expect(readCookie('sf_test')).toBe('a=b; c');
  });
});
