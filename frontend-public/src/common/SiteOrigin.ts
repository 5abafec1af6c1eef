import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/** The site's address (scheme, host and port): the server's public address when it rendered the page. */
export const SiteOriginContext = createContext<string>('');

/** This page's address without its query or fragment, the same on the server and in the browser. */
export function useCanonicalUrl(): string {
  const origin = useContext(SiteOriginContext);
  return `${origin}${useLocation().pathname}`;
}
