import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider, type SiteInfo } from '../../app/site';
import { theme } from '../../theme/theme';
import { PrivacyPage } from './PrivacyPage';

const SITE: SiteInfo = {
  __typename: 'Site',
  podcastName: 'Horizons Podcast',
  perIpDailyLimit: 10,
  globalDailyLimit: 1000,
  newsletterFormAction: null,
  publicUrl: 'https://qa.example.com',
  placeholderVideoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  spotifyUrl: null,
  applePodcastsUrl: null,
  youtubeUrl: null,
  substackUrl: null,
};

/** The page with the settings the server injects into index.html (the site-config block SiteProvider reads). */
function renderPrivacy(newsletterFormAction: string | null) {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'site-config';
  config.textContent = JSON.stringify({ ...SITE, newsletterFormAction });
  document.body.append(config);
  render(
    <ThemeProvider theme={theme}>
      <SiteProvider>
        <MemoryRouter initialEntries={['/privacy']}>
          <PrivacyPage />
        </MemoryRouter>
      </SiteProvider>
    </ThemeProvider>,
  );
}

/** The text between the "Newsletter" heading and the next one. */
function newsletterSection(): string {
  const heading = screen.getByRole('heading', { level: 2, name: 'Newsletter' });
  const parts: string[] = [];
  for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) parts.push(node.textContent ?? '');
  return parts.join(' ');
}

describe('PrivacyPage, Newsletter section', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('site-config')?.remove();
  });

  it('without an email provider (the default), says the site keeps sign-ups, who sees them and how to be removed', () => {
    renderPrivacy(null);
    const text = newsletterSection();
    expect(text).toContain(
      'this site saves your email address and first name in its own database, with the date you signed up and the page you signed up from',
    );
    expect(text).toContain('administrators can see this list: they can search it, download it as a spreadsheet (CSV) and delete anyone from it');
    expect(text).toContain('counts sign-ups from each IP address per hour');
    expect(text).toContain('reply to any newsletter email');
    expect(text).not.toContain('does not store');
    expect(text).not.toContain('email provider');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/privacy#contact');
  });

  it('with an email provider (NEWSLETTER_FORM_ACTION), says the form goes to the provider and nothing is kept here', () => {
    renderPrivacy('https://mail.example.com/forms/123/subscribe');
    const text = newsletterSection();
    expect(text).toContain('sends your first name and email address directly to our email provider');
    expect(text).toContain('This site does not store them.');
    expect(text).not.toContain('database');
    expect(text).not.toContain('administrators');
  });
});
