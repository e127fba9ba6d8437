import { applySuggestion, suggestDomain } from './email-suggestion';

describe('email domain suggestion', () => {
  it.each([
    ['marie@gmial.com', 'gmail.com'],
    ['marie@hotmial.fr', 'hotmail.fr'],
    ['jan@telent.be', 'telenet.be'],
    ['ana@yaho.es', 'yahoo.es'],
    ['ana@yaho.com', 'yahoo.com'],
    ['piet@hotmial.com', 'hotmail.com'],
    ['MARIE@GMIAL.COM', 'gmail.com'],
  ])('%p -> %p', (email, domain) => {
    expect(suggestDomain(email)).toBe(domain);
  });

  it('suggests nothing for known or far domains', () => {
    expect(suggestDomain('marie@gmail.com')).toBeNull();
    expect(suggestDomain('marie@mycompany.example')).toBeNull();
    expect(suggestDomain('no-at-sign')).toBeNull();
  });

  it('replaces the domain', () => {
    expect(applySuggestion('marie@gmial.com', 'gmail.com')).toBe('marie@gmail.com');
  });
});
