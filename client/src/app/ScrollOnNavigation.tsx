import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { timestampFromHash } from '../lib/transcript-anchor';
import { whenPresent } from '../lib/when-present';

/** The element a hash names ("#contact"), when there is one. */
function anchorOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Where the window is scrolled when the page changes. A link to another page opens it at its
 * top, then at the element its hash names (`/privacy#contact`) once that shows, as a link to a
 * server-rendered page would; a page loaded with such a hash is scrolled there too. Back and
 * forward leave the position to the browser, which restores where the reader was. A change of
 * the query or hash alone (typing a search) is the page's own, and so is a transcript time in
 * the hash: the transcript scrolls to it when it has loaded (its effect runs after this layout
 * effect). The wait for an anchor ends at the next page change (not on an effect's cleanup,
 * which StrictMode runs once at once).
 */
export function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const stopWaiting = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    const firstLoad = previous.current === null;
    if (previous.current === pathname) return;
    previous.current = pathname;
    stopWaiting.current();
    stopWaiting.current = () => {};
    if (!firstLoad && navigationType === NavigationType.Pop) return;
    if (!firstLoad) window.scrollTo(0, 0);
    if (hash.length > 1 && timestampFromHash(hash) === null) {
      stopWaiting.current = whenPresent(
        () => anchorOf(hash),
        (anchor) => anchor.scrollIntoView({ block: 'start' }),
      );
    }
  }, [pathname, hash, navigationType]);
  return null;
}
