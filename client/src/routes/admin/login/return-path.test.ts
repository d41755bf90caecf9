import { describe, expect, it } from 'vitest';
import { adminReturnPath } from './return-path';

describe('adminReturnPath', () => {
  it('leads back to the admin page the guard came from, with its query', () => {
    expect(adminReturnPath({ from: '/admin/prompts?show=unpublished' })).toBe('/admin/prompts?show=unpublished');
    expect(adminReturnPath({ from: '/admin/episodes/edit/00000000-0000-4000-8000-000000000000' })).toBe(
      '/admin/episodes/edit/00000000-0000-4000-8000-000000000000',
    );
    expect(adminReturnPath({ from: '/admin' })).toBe('/admin');
  });

  it('leads to the dashboard without a page to go back to', () => {
    expect(adminReturnPath(null)).toBe('/admin');
    expect(adminReturnPath(undefined)).toBe('/admin');
    expect(adminReturnPath({})).toBe('/admin');
    expect(adminReturnPath({ from: 42 })).toBe('/admin');
  });

  it('never leads outside the admin pages, nor back to the login page', () => {
    for (const from of ['/', '/search', '/administrator', '//evil.example/admin', 'https://evil.example/admin', '/admin/login', '/admin/login?x=1']) {
      expect(adminReturnPath({ from })).toBe('/admin');
    }
  });
});
