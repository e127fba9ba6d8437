import { gridItems } from './grid';
import { pageCountOf, paginationItems } from './pagination';
import { resultsMessage } from '../fallback/messages';

const pages = (current: number, count: number) =>
  paginationItems(current, count).map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('pagination (zero-based)', () => {
  it('lists every page under 10 pages', () => {
    expect(pages(0, 1)).toBe('');
    expect(pages(2, 9)).toBe('0 1 [2] 3 4 5 6 7 8');
  });
  it('condenses from 10 pages', () => {
    expect(pages(0, 20)).toBe('[0] 1 2 3 … 19');
    expect(pages(10, 20)).toBe('0 … 9 [10] 11 … 19');
    expect(pages(19, 20)).toBe('0 … 16 17 18 [19]');
  });
  it('counts pages', () => {
    expect(pageCountOf(37, 18)).toBe(3);
    expect(pageCountOf(0, 18)).toBe(0);
  });
});

describe('results grid blocks', () => {
  const results = Array.from({ length: 12 }, (_, i) => i);
  const shape = (items: ReturnType<typeof gridItems<number>>) => items.map((i) => (i.type === 'block' ? i.block : i.item)).join(',');
  it('puts a block after results 3 and 9', () => {
    expect(shape(gridItems(results, { site: 'fr_FR', customerCare: false, withBlocks: true }))).toBe('0,1,2,promoGift,3,4,5,6,7,8,promoGiftCard,9,10,11');
  });
  it('skips the gift-card block in it_IT', () => {
    expect(shape(gridItems(results, { site: 'it_IT', customerCare: false, withBlocks: true }))).toBe('0,1,2,promoGift,3,4,5,6,7,8,9,10,11');
  });
  it('hides inline blocks in customer-care mode', () => {
    expect(shape(gridItems(results, { site: 'fr_FR', customerCare: true, withBlocks: true }))).toBe('0,1,2,3,4,5,6,7,8,9,10,11');
  });
});

describe('fallback messages', () => {
  it('chooses the message of §4', () => {
    expect(resultsMessage(0, 0)).toBe('noResults');
    expect(resultsMessage(0, 3)).toBe('noExactResults');
    expect(resultsMessage(4, 3)).toBe('suggestion');
    expect(resultsMessage(4, 0)).toBeNull();
  });
});
