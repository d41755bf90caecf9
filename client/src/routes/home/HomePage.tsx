import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { podcastSiteLink } from '../../app/podcast-links';
import { useSite } from '../../app/site';
import { resetOffer } from '@common/rate-limit';
import { isOutOfCapacity } from '../../lib/capacity';
import { usePageMeta } from '../../lib/document-meta';
import { above, s, space } from '../../theme/helpers';
import { LogoMark } from '../../ui/icons';
import { SkipLink } from '../../ui/SkipLink';
import { toast } from '../../ui/toast';
import { quietLink } from '../../ui/link-styles';
import { DemoReset } from './DemoReset';
import { QuestionBox } from './QuestionBox';
import { SuggestionChips } from './SuggestionChips';
import { useCapacity } from './useCapacity';

/** The question a search result without a slug hands over (SPEC §2 Search). */
interface HomeState {
  question?: string;
}

/** Home (SPEC §2): no shared header and footer; light on purpose (no Apollo). */
export function HomePage() {
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const { capacity, reset } = useCapacity();
  const outOfCapacity = capacity !== null && isOutOfCapacity(capacity);
  const initialQuestion = (location.state as HomeState | null)?.question ?? '';

  usePageMeta({
    title: `${site.podcastName} Q&A`,
    description: `Ask anything about ${site.podcastName} episodes and get an answer backed by quotes from the guests, with links to the moment they said it.`,
    canonical: `${site.publicUrl}/`,
  });

  // Back from the newsletter provider (SPEC §2: the sign-up returns to /#done).
  useEffect(() => {
    if (location.hash !== '#done') return;
    toast({ title: 'Thanks for subscribing!', description: 'New episodes arrive in your inbox every week.' });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const podcastSite = podcastSiteLink(site);

  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Top>
        <Brand to={paths.home()} aria-label={`${site.podcastName} Q&A, home`}>
          <LogoMark size={30} />
        </Brand>
        <nav aria-label="Main">
          <TopLinks>
            <li>
              <TopLink to={paths.search()}>Search</TopLink>
            </li>
            <li>
              <TopLink to={paths.subscribe()}>Subscribe</TopLink>
            </li>
          </TopLinks>
        </nav>
      </Top>
      <Main id="main" tabIndex={-1}>
        <Hero>
          <Title>
            {site.podcastName} <span>Q&amp;A</span>
          </Title>
          <Subtitle>Ask anything about {site.podcastName} episodes</Subtitle>
          <QuestionBox initialQuestion={initialQuestion} outOfCapacity={outOfCapacity} onAsk={(question) => void navigate(paths.ask(question))} />
          {outOfCapacity && capacity.resetsRemaining !== undefined && resetOffer(capacity) === 'reset' && <DemoReset onReset={reset} />}
          <SuggestionChips />
        </Hero>
      </Main>
      <Bottom>
        <span>
          © {new Date().getFullYear()} {site.podcastName}
        </span>
        {podcastSite && (
          <a href={podcastSite.href} target="_blank" rel="noopener noreferrer">
            {podcastSite.label}
          </a>
        )}
        <Link to={paths.privacy()}>Privacy</Link>
        <Link to={paths.terms()}>Terms</Link>
      </Bottom>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${s('heroGlow')}, ${s('background')};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth.page + 2 * theme.space.lg}px;
  margin: 0 auto;
  padding: ${space('md')};
  ${above('tablet')} {
    padding: ${space('lg')};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const TopLinks = styled.ul`
  display: flex;
  gap: ${space('xxs')};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const TopLink = styled(Link)`
  ${quietLink}
`;

/*
 * The hero starts at a fixed distance from the top rather than being centred: what loads
 * under the title (the chips replacing their skeletons, the capacity message) never moves it.
 */
const Main = styled.main`
  flex: 1;
  display: grid;
  align-items: start;
  padding: clamp(${space('lg')}, 14vh, 160px) ${space('md')} ${space('xxl')};
  &:focus {
    outline: none;
  }
`;

const Hero = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space('lg')};
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth.prose}px;
  margin: 0 auto;
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.02em;
  span {
    color: ${s('primary')};
  }
`;

const Subtitle = styled.p`
  margin-top: -${space('xs')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Bottom = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space('xs')} ${space('lg')};
  padding: ${space('lg')} ${space('md')};
  border-top: 1px solid ${s('border')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  a {
    color: ${s('textSecondary')};
  }
  a:hover {
    color: ${s('primary')};
  }
`;
