import { useCallback, useState, type MouseEvent } from 'react';

/**
 * Open/close state of a dropdown menu anchored to the button that opened it. `hasOpened` lets the menu's code
 * be loaded on first use and then stay mounted, so it can animate closed.
 */
export function useMenuAnchor() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const openMenu = useCallback((event: MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
    setHasOpened(true);
  }, []);
  const closeMenu = useCallback(() => setAnchorEl(null), []);
  return { anchorEl, isOpen: anchorEl !== null, hasOpened, openMenu, closeMenu };
}
