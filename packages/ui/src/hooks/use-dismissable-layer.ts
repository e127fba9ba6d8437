import { useEffect, useRef, type RefObject } from 'react';

/** Open layers (modals, drawers, dropdowns), most recent last: Escape closes only the top one. */
const STACK_KEY = Symbol.for('storefront.ui.layers');
function stack(): symbol[] {
  const g = globalThis as unknown as Record<symbol, symbol[] | undefined>;
  g[STACK_KEY] ??= [];
  return g[STACK_KEY];
}

export type DismissReason = 'escape' | 'outside';

export interface DismissableLayerOptions {
  active: boolean;
  onDismiss: (reason: DismissReason) => void;
  /** Elements that count as inside (a dropdown's button and popover); clicks elsewhere dismiss. Omit to ignore outside clicks. */
  inside?: ReadonlyArray<RefObject<HTMLElement | null>>;
}

/**
 * Escape closes the top-most open layer; a pointer press outside the `inside` elements closes the layer.
 * Components that handle Escape themselves call `event.preventDefault()` to keep the layer open.
 */
export function useDismissableLayer({ active, onDismiss, inside }: DismissableLayerOptions): void {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  const insideRef = useRef(inside);
  useEffect(() => {
    insideRef.current = inside;
  });

  useEffect(() => {
    if (!active) return;
    const id = Symbol('layer');
    const layers = stack();
    layers.push(id);
    const isTop = () => layers[layers.length - 1] === id;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTop()) return;
      event.preventDefault();
      dismiss.current('escape');
    };
    const onPointerDown = (event: Event) => {
      const refs = insideRef.current;
      if (!refs || !isTop()) return;
      const target = event.target as Node | null;
      if (!target || !target.isConnected) return;
      if (refs.some((r) => r.current?.contains(target))) return;
      dismiss.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      const at = layers.indexOf(id);
      if (at >= 0) layers.splice(at, 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [active]);
}
