import { addressForFormat, boxImage, boxStem, codeForFormat, formatOfCode, includedLines, listedBoxes } from './rules';

describe('gift box rules', () => {
  it('lists the e-boxes only', () => {
    expect(listedBoxes([{ code: 'GOUR1EBOX' }, { code: 'GOUR1BOX' }, { code: 'spa2-ebox' }]).map((b) => b.code)).toEqual(['GOUR1EBOX', 'spa2-ebox']);
  });

  it('takes the image at the asked size, else the main one', () => {
    const box = { images: { main: '/m.jpg', mainBySize: { '640_360': '/640.jpg' } } };
    expect(boxImage(box, '640_360')).toBe('/640.jpg');
    expect(boxImage(box, '960_540')).toBe('/m.jpg');
  });

  it('puts the number of stays in the included content', () => {
    expect(includedLines({ includedContent: ['1 nuit', 'Plus de {count} séjours'], offerCount: 42 })).toEqual(['1 nuit', 'Plus de 42 séjours']);
  });
});

describe('box formats', () => {
  it('reads the format from the code: -EBOX digital, -BOX physical', () => {
    expect(formatOfCode('WEEKEND-ROMANTIQUE-EBOX')).toBe('digital');
    expect(formatOfCode('WEEKEND-ROMANTIQUE-BOX')).toBe('physical');
    expect(codeForFormat('WEEKEND-ROMANTIQUE-EBOX', 'physical')).toBe('WEEKEND-ROMANTIQUE-BOX');
    expect(codeForFormat('WEEKEND-ROMANTIQUE-BOX', 'digital')).toBe('WEEKEND-ROMANTIQUE-EBOX');
    expect(boxStem('weekend-romantique-ebox')).toBe(boxStem('WEEKEND-ROMANTIQUE-BOX'));
  });

  it('rewrites the fourth path segment (the code) and giftFormat, keeping the other parameters', () => {
    expect(addressForFormat('/cadeau/p/weekend-romantique/WEEKEND-ROMANTIQUE-EBOX', '', 'physical')).toBe('/cadeau/p/weekend-romantique/WEEKEND-ROMANTIQUE-BOX?giftFormat=physical');
    expect(addressForFormat('/box/WEEKEND-ROMANTIQUE-BOX', '?giftFormat=physical&utm=x', 'digital')).toBe('/box/WEEKEND-ROMANTIQUE-EBOX?giftFormat=digital&utm=x');
  });
});
