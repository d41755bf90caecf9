import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { above, s, space } from '../theme/helpers';
import { ApplePodcastsIcon, LogoMark, SpotifyIcon, SubstackIcon, YouTubeIcon } from '../ui/icons';
import { paths } from './paths';
import { listenOnLinks, type PodcastLink } from './podcast-links';
import { useSite } from './site';

const ICONS: Record<PodcastLink['platform'], (size: number) => ReactNode> = {
  spotify: (size) => <SpotifyIcon size={size} />,
  apple: (size) => <ApplePodcastsIcon size={size} />,
  youtube: (size) => <YouTubeIcon size={size} />,
  substack: (size) => <SubstackIcon size={size} />,
};

/**
 * The shared footer (SPEC §2): Listen On, Resources, social icons and the blurb. The
 * podcast's addresses come from the configuration; without any, Listen On and the
 * icons are left out.
 */
export function SiteFooter() {
  const site = useSite();
  const { podcastName } = site;
  const links = listenOnLinks(site);

  return (
    <Footer>
      <Inner>
        <About>
          <Brand>
            <LogoMark size={28} />
            <span>{podcastName}</span>
          </Brand>
          <Blurb>
            Weekly conversations with the growth operators behind fast-growing companies: the experiments they ran, what worked, what didn&apos;t, and what they
            would do again.
          </Blurb>
          {links.length > 0 && (
            <Social aria-label="Follow us">
              {links.map((link) => (
                <li key={link.platform}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${podcastName} on ${link.label}`}>
                    {ICONS[link.platform](20)}
                  </a>
                </li>
              ))}
            </Social>
          )}
        </About>
        {links.length > 0 && (
          <Column aria-labelledby="footer-listen">
            <h2 id="footer-listen">Listen On</h2>
            <ul>
              {links.map((link) => (
                <li key={link.platform}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {ICONS[link.platform](18)}
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </Column>
        )}
        <Column aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link to={paths.episodes()}>All Episodes</Link>
            </li>
            <li>
              <Link to={paths.search()}>Search</Link>
            </li>
            <li>
              <Link to={paths.contact()}>Contact</Link>
            </li>
          </ul>
        </Column>
      </Inner>
      <Bottom>
        <span>
          © {new Date().getFullYear()} {podcastName}. All rights reserved.
        </span>
        <span>
          <Link to={paths.privacy()}>Privacy</Link>
          <Link to={paths.terms()}>Terms</Link>
        </span>
      </Bottom>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: ${space('xxxl')};
  background: ${s('inverse')};
  color: ${s('onInverseMuted')};
  a {
    color: ${s('onInverse')};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline-color: ${s('onInverse')};
  }
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space('xl')} ${space('lg')};
  max-width: ${({ theme }) => theme.maxWidth.page + 2 * theme.space.lg}px;
  margin: 0 auto;
  padding: ${space('xxl')} ${space('md')} ${space('xl')};
  ${above('tablet')} {
    grid-template-columns: 2fr 1fr 1fr;
    padding: ${space('xxl')} ${space('lg')} ${space('xl')};
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  ${above('tablet')} {
    grid-column: auto;
  }
  display: grid;
  gap: ${space('md')};
  align-content: start;
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
  color: ${s('onInverse')};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Blurb = styled.p`
  max-width: 46ch;
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
`;

const Social = styled.ul`
  display: flex;
  gap: ${space('xs')};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    border: 1px solid ${s('inverseBorder')};
  }
  a:hover {
    background: ${s('inverseHover')};
    text-decoration: none;
  }
`;

const Column = styled.section`
  h2 {
    color: ${s('onInverse')};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin-bottom: ${space('md')};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space('sm')};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space('xs')};
    min-height: 28px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space('sm')};
  max-width: ${({ theme }) => theme.maxWidth.page + 2 * theme.space.lg}px;
  margin: 0 auto;
  padding: ${space('lg')} ${space('md')};
  border-top: 1px solid ${s('inverseBorder')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  span:last-child {
    display: inline-flex;
    gap: ${space('md')};
  }
  ${above('tablet')} {
    padding: ${space('lg')};
  }
`;
