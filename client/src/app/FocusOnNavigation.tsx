import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a page still loading (a lazy chunk) to show its main region. */
const WAIT_FOR_MAIN_MS = 3000;
const POLL_MS = 50;

/**
 * After a navigation to another page (not the first load, nor a change of the query or hash
 * alone), focus goes to the new page's main region, unless the page put it inside that region
 * itself (a transcript paragraph, a field): a keyboard user goes on from the top of the new
 * page, and a screen reader reads it, instead of staying on the link just followed or falling
 * back to the document. Page effects run before this one, as it renders after the routes; a
 * page whose code is still loading gets its main region focused once it shows.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let timer: number | undefined;
    const started = Date.now();
    const focusMain = () => {
      const main = document.getElementById('main');
      if (main) {
        if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
      } else if (Date.now() - started < WAIT_FOR_MAIN_MS) {
        timer = window.setTimeout(focusMain, POLL_MS);
      }
    };
    focusMain();
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
