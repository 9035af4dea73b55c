import { useCallback, useLayoutEffect, useState } from 'react';

/** Ctrl+K, or Cmd+K on a Mac: the shortcut search boxes of the web have taught people. */
const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The command palette's open state and its shortcut, anywhere in the signed-in app (even in a
 * field: the browser's own Ctrl+K, its address-bar search, is taken over). The palette's code
 * loads the first time it opens and stays, so later openings are instant.
 */
export function usePaletteShortcut() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  // Attached before the shell paints: a passive effect may run after a key pressed as soon as the
  // header shows (the browser serves input before React's scheduled work), losing that Ctrl+K.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      show();
    };
    // Captured on the way down, so no widget that handles its own keys can swallow it.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [show]);
  return { open, mounted, show, hide };
}
