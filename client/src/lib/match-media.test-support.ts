import { vi } from 'vitest';

/**
 * jsdom has no `window.matchMedia`, which the toaster (reduced motion) and the answer view's
 * section navigator (its layout) ask: a stand-in whose queries never match. Undo it with
 * `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(): void {
  const noop = () => undefined;
  const matchMedia = (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  vi.stubGlobal('matchMedia', matchMedia);
}
