import { Children, useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useBreakpoint, type Breakpoint } from '../hooks/use-is-mobile';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

/** Slide animation length (search.md §9). */
export const CAROUSEL_ANIMATION_MS = 300;
/** A swipe longer than this fraction of the carousel width moves to the next step; shorter ones snap back. */
export const SWIPE_THRESHOLD = 1 / 6;

/** Index of the first visible item after a swipe of `dx` px over a carousel `width` px wide. */
export function swipeTarget(index: number, dx: number, width: number, step: number, maxIndex: number): number {
  if (width <= 0 || Math.abs(dx) <= width * SWIPE_THRESHOLD) return index;
  return clampIndex(dx < 0 ? index + step : index - step, maxIndex);
}

export function clampIndex(index: number, maxIndex: number): number {
  return Math.min(Math.max(0, index), Math.max(0, maxIndex));
}

export type PerView = number | Partial<Record<Breakpoint, number>>;

function resolvePerView(perView: PerView, breakpoint: Breakpoint): number {
  if (typeof perView === 'number') return Math.max(1, Math.floor(perView));
  const order: Breakpoint[] = ['mobile', 'small', 'tablet', 'desktop'];
  // The value of the current breakpoint, else of the nearest smaller one, else 1.
  for (let i = order.indexOf(breakpoint); i >= 0; i--) {
    const v = perView[order[i]!];
    if (v) return Math.max(1, Math.floor(v));
  }
  return 1;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  /** Slides (children or items). */
  items?: ReactNode[];
  children?: ReactNode;
  /** Items visible at once, per breakpoint if wanted (default 1). */
  perView?: PerView;
  /** Items moved per previous/next step (default, and at most: the items visible). */
  step?: number;
  /** Gap between items in px (default 16). */
  gap?: number;
  onIndexChange?: (index: number) => void;
  /** Hide the previous/next buttons (swipe only). */
  hideButtons?: boolean;
  className?: string;
}

/**
 * Slides N items per step with previous/next buttons and swipe (one-sixth threshold, 300 ms animation),
 * snapping to item positions. Off-screen items are inert so keyboard users only reach visible ones.
 */
export function Carousel({ label, items, children, perView = 1, step, gap = 16, onIndexChange, hideButtons, className }: CarouselProps) {
  const { t } = useUiTranslation();
  const slides = items ?? Children.toArray(children);
  const count = slides.length;
  const visible = resolvePerView(perView, useBreakpoint());
  // a step never moves past items not yet seen (3 at a time on desktop is 1 at a time when 1 shows)
  const stepSize = Math.max(1, Math.min(visible, Math.floor(step ?? visible)));
  const maxIndex = Math.max(0, count - visible);
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number; id: number; horizontal: boolean | null } | null>(null);
  const id = useId();

  const current = clampIndex(index, maxIndex);
  useEffect(() => {
    if (current !== index) setIndex(current);
  }, [current, index]);

  const go = (next: number) => {
    const target = clampIndex(next, maxIndex);
    setIndex(target);
    if (target !== current) onIndexChange?.(target);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId, horizontal: null };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    const mx = e.clientX - s.x;
    const my = e.clientY - s.y;
    if (s.horizontal === null && (Math.abs(mx) > 6 || Math.abs(my) > 6)) {
      s.horizontal = Math.abs(mx) > Math.abs(my);
      if (s.horizontal) {
        setDragging(true);
        viewport.current?.setPointerCapture?.(e.pointerId);
      }
    }
    if (s.horizontal) setDx(mx);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    start.current = null;
    if (s.horizontal) {
      const width = viewport.current?.getBoundingClientRect().width ?? 0;
      go(swipeTarget(current, e.clientX - s.x, width, stepSize, maxIndex));
    }
    setDragging(false);
    setDx(0);
  };

  const offset = `calc(${-current} * (100% + ${gap}px) / ${visible} + ${dx}px)`;
  return (
    <section className={cx('sf-ui-carousel', className)} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewport}
        className="sf-ui-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          id={id}
          className={cx('sf-ui-carousel__track', dragging && 'sf-ui-carousel__track--dragging')}
          style={{ transform: `translateX(${offset})`, gap: `${gap}px` }}
          aria-live="polite"
        >
          {slides.map((slide, i) => {
            const shown = i >= current && i < current + visible;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { index: i + 1, count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                className="sf-ui-carousel__slide"
                style={{ flexBasis: `calc((100% - ${(visible - 1) * gap}px) / ${visible})` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {!hideButtons && count > visible ? (
        <>
          <button
            type="button"
            className="sf-ui-carousel__button sf-ui-carousel__button--prev"
            aria-label={t('previous')}
            aria-controls={id}
            disabled={current === 0}
            onClick={() => go(current - stepSize)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="sf-ui-carousel__button sf-ui-carousel__button--next"
            aria-label={t('next')}
            aria-controls={id}
            disabled={current >= maxIndex}
            onClick={() => go(current + stepSize)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </>
      ) : null}
    </section>
  );
}
