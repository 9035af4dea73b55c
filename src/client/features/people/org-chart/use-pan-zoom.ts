import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

const MIN_ZOOM = 0.25;
const MAX_ZOOM = 2;
const STEP = 1.25;
const WHEEL_STEP = 1.1;

const clamp = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** Elements a drag starts on that keep their own behaviour: cards' links and buttons. */
const INTERACTIVE = 'a, button, input, [data-no-pan]';

/**
 * Zoom and pan for a large drawing in a scrolling viewport. The drawing is scaled with a CSS
 * transform, and a sizer of its scaled size keeps the scrollbars right, so scrolling pans
 * (wheel, touch, keyboard) as does dragging the background; ctrl+wheel (and a trackpad pinch)
 * zooms around the pointer, the buttons around the middle of the view.
 */
export function usePanZoom() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoomState] = useState(1);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const zoomRef = useRef(1);
  /** The drawing's point to keep under the anchor once the new zoom has been laid out. */
  const pending = useRef<{ x: number; y: number; ax: number; ay: number } | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const zoomTo = useCallback((next: number, anchor?: { clientX: number; clientY: number }) => {
    const viewport = viewportRef.current;
    const target = clamp(next);
    if (!viewport || target === zoomRef.current) return;
    const rect = viewport.getBoundingClientRect();
    const ax = anchor ? anchor.clientX - rect.left : viewport.clientWidth / 2;
    const ay = anchor ? anchor.clientY - rect.top : viewport.clientHeight / 2;
    pending.current = {
      x: (viewport.scrollLeft + ax) / zoomRef.current,
      y: (viewport.scrollTop + ay) / zoomRef.current,
      ax,
      ay,
    };
    zoomRef.current = target;
    setZoomState(target);
  }, []);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const keep = pending.current;
    if (!viewport || !keep) return;
    pending.current = null;
    viewport.scrollLeft = keep.x * zoom - keep.ax;
    viewport.scrollTop = keep.y * zoom - keep.ay;
  }, [zoom]);

  // The drawing's own size, unaffected by the transform: cards opening and closing change it.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setSize({ width: content.offsetWidth, height: content.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // React's wheel handlers are passive and cannot keep the browser from zooming the page.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomTo(zoomRef.current * (event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP), event);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [zoomTo]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const viewport = viewportRef.current;
    if (!viewport || event.button !== 0 || event.pointerType === 'touch') return;
    if ((event.target as Element).closest(INTERACTIVE)) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: viewport.scrollLeft,
      top: viewport.scrollTop,
    };
    viewport.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const viewport = viewportRef.current;
    const start = drag.current;
    if (!viewport || !start) return;
    viewport.scrollLeft = start.left - (event.clientX - start.x);
    viewport.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = null;
    viewportRef.current?.releasePointerCapture?.(event.pointerId);
  };

  return {
    zoom,
    size,
    viewportRef,
    contentRef,
    zoomIn: () => zoomTo(zoomRef.current * STEP),
    zoomOut: () => zoomTo(zoomRef.current / STEP),
    resetZoom: () => zoomTo(1),
    panHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
