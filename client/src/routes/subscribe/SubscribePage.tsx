import styled from 'styled-components';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { shortPodcastName } from '../../lib/format';
import { above, s, space } from '../../theme/helpers';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { MailIcon, MicIcon, SparkIcon } from '../../ui/icons';
import { Eyebrow } from '../../ui/Eyebrow';
import { NewsletterForm } from './NewsletterForm';

/** SPEC §1, §2 Subscribe: the newsletter sign-up with its copy. */
export function SubscribePage() {
  const site = useSite();
  const heading = `Join the ${shortPodcastName(site.podcastName)} Pod Community`;
  usePageMeta({
    title: `Subscribe - ${site.podcastName} Q&A`,
    description: `Get every new ${site.podcastName} episode in your inbox, weekly. Join 3k+ marketers, founders and builders.`,
    canonical: `${site.publicUrl}${paths.subscribe()}`,
  });

  return (
    <Container>
      <Layout>
        <Intro>
          <Eyebrow>Weekly newsletter</Eyebrow>
          <h1>{heading}</h1>
          <Lead>
            For marketers, founders and builders who are serious about the craft of marketing. Join 3k+ subscribers who get each new episode in their inbox
            every week.
          </Lead>
          <Points>
            <li>
              <MicIcon size={20} />
              <span>
                <strong>One new conversation a week</strong> with an operator behind a fast-growing company.
              </span>
            </li>
            <li>
              <SparkIcon size={20} />
              <span>
                <strong>The key takeaways up front,</strong> so you know what is worth your listening time.
              </span>
            </li>
            <li>
              <MailIcon size={20} />
              <span>
                <strong>No spam, ever.</strong> You can opt out at any time.
              </span>
            </li>
          </Points>
        </Intro>
        <FormCard>
          <h2>Subscribe for free</h2>
          <NewsletterForm />
        </FormCard>
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${space('xl')};
  padding: ${space('xl')} 0;
  ${above('desktop')} {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
    gap: ${space('xxl')};
    padding: ${space('xxxl')} 0;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${space('md')};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.display};
    letter-spacing: -0.02em;
  }
`;

const Lead = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
`;

const Points = styled.ul`
  display: grid;
  gap: ${space('sm')};
  list-style: none;
  margin: ${space('xs')} 0 0;
  padding: 0;
  li {
    display: flex;
    gap: ${space('sm')};
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    color: ${s('primary')};
    margin-top: 2px;
  }
`;

const FormCard = styled(Card)`
  display: grid;
  gap: ${space('md')};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
