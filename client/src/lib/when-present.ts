/**
 * Hands `then` what `find` finds, as soon as it finds something: at once, or after the page
 * changes so that it does (a page whose code or data arrives later). Answers a function that
 * stops waiting.
 */
export function whenPresent<T>(find: () => T | null, then: (found: T) => void): () => void {
  const now = find();
  if (now !== null) {
    then(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const found = find();
    if (found === null) return;
    observer.disconnect();
    then(found);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
