import type { CSSProperties } from 'react';
import { cx } from './cx';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** 'text' lines, a 'rect' block or a 'circle'. */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines (the last one shorter). */
  lines?: number;
  className?: string;
}

const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder while content loads; hidden from assistive technology (mark the region aria-busy instead). */
export function Skeleton({ width, height, shape = 'rect', lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx('sf-ui-skeleton-lines', className)} aria-hidden="true" data-testid="sf-ui-skeleton">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className="sf-ui-skeleton sf-ui-skeleton--text" style={{ width: i === lines - 1 ? '60%' : size(width) ?? '100%' }} />
        ))}
      </span>
    );
  }
  const style: CSSProperties = { width: size(width), height: size(height) };
  return <span className={cx('sf-ui-skeleton', `sf-ui-skeleton--${shape}`, className)} style={style} aria-hidden="true" data-testid="sf-ui-skeleton" />;
}
