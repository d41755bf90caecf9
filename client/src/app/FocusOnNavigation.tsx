import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenPresent } from '../lib/when-present';

/**
 * After a navigation to another page (not the first load, nor a change of the query or hash
 * alone), focus goes to the new page's main region, unless the page put it inside that region
 * itself (a transcript paragraph, a field): a keyboard user goes on from the top of the new
 * page, and a screen reader reads it, instead of staying on the link just followed or falling
 * back to the document. Page effects run before this one, as it renders after the routes; a
 * page whose code is still loading (a lazy chunk, however slow) gets its main region focused
 * once it shows, until the next navigation.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return whenPresent(
      () => document.getElementById('main'),
      (main) => {
        // Focus left on the main region itself (the answer replacing its loading screen there)
        // is given again: a focus event, so that a screen reader reads the new page too.
        if (document.activeElement === main) main.blur();
        if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
      },
    );
  }, [pathname]);
  return null;
}
