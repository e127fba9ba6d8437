import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, SWIPE_THRESHOLD, swipeTarget } from '../index';
import { renderIn } from '../test-utils';

// jsdom has no PointerEvent: a MouseEvent carrying pointerId and pointerType stands in.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
  }
});

const cards = Array.from({ length: 7 }, (_, i) => <a href={`/o/${i + 1}`}>Offre {i + 1}</a>);

describe('swipeTarget', () => {
  it('moves one step only beyond a sixth of the width, and stays in bounds', () => {
    expect(SWIPE_THRESHOLD).toBeCloseTo(1 / 6);
    expect(swipeTarget(0, -100, 600, 3, 4)).toBe(0); // exactly a sixth: snaps back
    expect(swipeTarget(0, -101, 600, 3, 4)).toBe(3);
    expect(swipeTarget(3, -200, 600, 3, 4)).toBe(4);
    expect(swipeTarget(3, 101, 600, 3, 4)).toBe(0);
    expect(swipeTarget(0, 300, 600, 3, 4)).toBe(0);
    expect(swipeTarget(2, -500, 0, 1, 4)).toBe(2);
  });
});

describe('Carousel', () => {
  it('labels the region, its slides and its buttons in the site language', () => {
    renderIn(<Carousel label="Autres offres" items={cards} perView={3} />, 'it_IT');
    expect(screen.getByRole('region', { name: 'Autres offres' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 di 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Successivo' })).toBeEnabled();
  });

  it('moves N items per step and disables the buttons at the ends', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    renderIn(<Carousel label="Hôtels proches" items={cards} perView={3} onIndexChange={onIndexChange} />);
    const next = screen.getByRole('button', { name: 'Suivant' });
    const prev = screen.getByRole('button', { name: 'Précédent' });
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(4); // 7 items, 3 visible: last start is 4
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('never steps past slides not yet seen: a step of 3 moves 1 at a time when 1 slide shows', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    renderIn(<Carousel label="Hôtels proches" items={cards} perView={1} step={3} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('makes off-screen slides unreachable by keyboard and screen readers', async () => {
    const user = userEvent.setup();
    renderIn(<Carousel label="c" items={cards} perView={2} step={1} />);
    const slide = (n: number) => screen.getByText(`Offre ${n}`).closest('[role="group"]')!;
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(slide(2)).not.toHaveAttribute('inert');
    expect(slide(3)).toHaveAttribute('inert');
    expect(slide(3)).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(slide(1)).toHaveAttribute('inert');
    expect(slide(3)).not.toHaveAttribute('inert');
  });

  it('swipes past the one-sixth threshold and snaps back below it', () => {
    const onIndexChange = jest.fn();
    renderIn(<Carousel label="c" items={cards} perView={1} onIndexChange={onIndexChange} />);
    const viewport = document.querySelector('.sf-ui-carousel__viewport') as HTMLElement;
    viewport.getBoundingClientRect = () => ({ width: 600, height: 300, top: 0, left: 0, right: 600, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    const swipe = (from: number, to: number) => {
      act(() => {
        fireEvent.pointerDown(viewport, { clientX: from, clientY: 10, pointerId: 1, pointerType: 'touch' });
        fireEvent.pointerMove(viewport, { clientX: (from + to) / 2, clientY: 10, pointerId: 1, pointerType: 'touch' });
        fireEvent.pointerMove(viewport, { clientX: to, clientY: 10, pointerId: 1, pointerType: 'touch' });
        fireEvent.pointerUp(viewport, { clientX: to, clientY: 10, pointerId: 1, pointerType: 'touch' });
      });
    };
    swipe(400, 320); // 80 px < 100 px
    expect(onIndexChange).not.toHaveBeenCalled();
    swipe(400, 250); // 150 px > 100 px
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    swipe(100, 300);
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('hides the buttons when everything fits', () => {
    renderIn(<Carousel label="c" items={cards.slice(0, 2)} perView={3} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
