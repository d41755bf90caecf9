import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, isAdminPage, matchesPattern } from './admin-pages.js';

describe('admin pages', () => {
  it('recognises every admin page, an episode id in the edit page', () => {
    for (const path of ['/admin', '/admin/login', '/admin/prompts', '/admin/subscribers', '/admin/episodes', '/admin/episodes/edit/3f2c']) {
      expect(isAdminPage(path), path).toBe(true);
    }
  });

  it('refuses other /admin paths and other pages', () => {
    for (const path of [
      '/admin/nope',
      '/admin/episodes/edit',
      '/admin/episodes/edit/',
      '/admin/episodes/edit/a/b',
      '/admin/prompts/x',
      '/administrator',
      '/',
      '/search',
    ]) {
      expect(isAdminPage(path), path).toBe(false);
    }
  });

  it('matches a pattern segment by segment', () => {
    expect(matchesPattern(ADMIN_PAGES.editEpisode, '/admin/episodes/edit/42')).toBe(true);
    expect(matchesPattern(ADMIN_PAGES.editEpisode, '/admin/episodes/view/42')).toBe(false);
    expect(matchesPattern(ADMIN_PAGES.prompts, '/admin/Prompts')).toBe(false);
  });
});
