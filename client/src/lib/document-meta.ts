import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  /** Meta description; left as it is when not given. */
  description?: string;
  /** Absolute canonical address; left as it is when not given. */
  canonical?: string;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Sets the title, meta description and canonical link (the same tags the server renders). */
export function setDocumentMeta({ title, description, canonical }: PageMeta): void {
  document.title = title;
  if (description !== undefined) {
    headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).content = description;
  }
  if (canonical !== undefined) {
    headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = canonical;
  }
}

/** Keeps the page's title and meta tags while the page is shown. */
export function usePageMeta({ title, description, canonical }: PageMeta): void {
  useEffect(() => setDocumentMeta({ title, description, canonical }), [title, description, canonical]);
}

/**
 * Adds `<meta name="robots" content="noindex">` while `noindex` holds and the page is
 * shown (the server renders the same tag for such pages), and removes it afterwards.
 * `undefined` (not known yet) leaves the head as it is.
 */
export function useNoindex(noindex: boolean | undefined): void {
  useEffect(() => {
    if (noindex === undefined) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!noindex) {
      existing?.remove();
      return;
    }
    const tag = existing ?? Object.assign(document.createElement('meta'), { name: 'robots' });
    tag.content = 'noindex';
    if (!existing) document.head.appendChild(tag);
    return () => tag.remove();
  }, [noindex]);
}
