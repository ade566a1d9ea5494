import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolls to the element the URL's `#fragment` names, once the page has rendered it: pages are lazy chunks, so
 * the browser's own scroll on load finds nothing, and client-side links (`/#recursos` from another page, or
 * the same one) do not scroll at all. A page reached by a link without a fragment (the footer's, at the bottom
 * of another page) starts at its top; back and forward leave the scroll to the browser.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, so a second click on the same link scrolls again.
  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo(0, 0);
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key, navigationType]);
}
