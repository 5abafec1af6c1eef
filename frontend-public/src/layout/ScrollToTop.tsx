import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
