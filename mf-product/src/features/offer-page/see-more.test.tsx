import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWith } from '../../test/render';
import { SeeMore } from './see-more';

/** A text of about `length` characters, in words. */
const words = (length: number) => 'Une suite avec vue sur la mer et un grand balcon. '.repeat(Math.ceil(length / 50)).slice(0, length).trim();
const atWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
afterEach(() => atWidth(1024));

const shownText = () => document.querySelector('p')!.textContent!;

describe('see more / see less', () => {
  it.each([
    ['mobile', 86, 375],
    ['desktop', 250, 1024],
  ])('%s: a text over %i characters is cut, See more shows it all and See less cuts it again', async (_name, limit, width) => {
    atWidth(width);
    const user = userEvent.setup();
    const text = words(limit + 40);
    renderWith(<SeeMore text={text} />);
    expect(shownText()).toMatch(/…$/);
    expect(shownText().length).toBeLessThanOrEqual(limit + 1);
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(shownText()).toBe(text);
    expect(screen.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Voir moins' }));
    expect(shownText()).toMatch(/…$/);
    expect(screen.getByRole('button', { name: 'Voir plus' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['mobile', 86, 375],
    ['desktop', 250, 1024],
  ])('%s: a text of %i characters shows whole, without a button', (_name, limit, width) => {
    atWidth(width);
    const text = words(limit);
    renderWith(<SeeMore text={text} />);
    expect(shownText()).toBe(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
