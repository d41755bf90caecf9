import { afterEach, describe, expect, it } from 'vitest';
import { dropDraft, keepDraft, readDraft } from './useFormDraft';

describe('form drafts kept across a new sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the kept values back to the same form over the same starting values', () => {
    keepDraft('episode:new', { title: '' }, { title: 'Typed before the session ended' });
    expect(readDraft('episode:new', { title: '' })).toEqual({ title: 'Typed before the session ended' });
    expect(readDraft('episode:other', { title: '' })).toBeNull();
  });

  it('gives nothing back when what the form starts from has changed meanwhile (the episode was edited elsewhere)', () => {
    keepDraft('episode:1', { title: 'Stored title' }, { title: 'My edit' });
    expect(readDraft('episode:1', { title: 'Changed by someone else' })).toBeNull();
  });

  it('forgets a draft once dropped, and ignores one it cannot read', () => {
    keepDraft('episode:new', { title: '' }, { title: 'x' });
    dropDraft('episode:new');
    expect(readDraft('episode:new', { title: '' })).toBeNull();
    sessionStorage.setItem('admin-form-draft:episode:new', '{not json');
    expect(readDraft('episode:new', { title: '' })).toBeNull();
  });
});
