import { beforeEach, describe, expect, it } from 'vitest';
import { setDocumentMeta } from './document-meta';

describe('setDocumentMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('creates the description and canonical tags', () => {
    setDocumentMeta({ title: 'How to price? - Horizons Podcast Q&A', description: 'First words...', canonical: 'https://qa.example.com/answer/how-to-price' });
    expect(document.title).toBe('How to price? - Horizons Podcast Q&A');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('First words...');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://qa.example.com/answer/how-to-price');
  });

  it('updates the tags the server rendered instead of adding more', () => {
    document.head.innerHTML = '<meta name="description" content="old"><link rel="canonical" href="https://qa.example.com/old">';
    setDocumentMeta({ title: 'T', description: 'new', canonical: 'https://qa.example.com/new' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('new');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://qa.example.com/new');
  });

  it('leaves description and canonical alone when not given', () => {
    document.head.innerHTML = '<meta name="description" content="keep">';
    setDocumentMeta({ title: 'Search - Horizons Podcast Q&A' });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('keep');
  });
});
