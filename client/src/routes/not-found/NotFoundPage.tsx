import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { s, space } from '../../theme/helpers';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';

/** SPEC §2: any other path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const site = useSite();
  usePageMeta({ title: `Page Not Found - ${site.podcastName} Q&A` });
  return (
    <Container $width="narrow">
      <Wrap>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <p>The page you are looking for doesn&apos;t exist or has moved.</p>
        <Hint>
          <span aria-hidden="true">$ </span>GET {pathname} → 404: no route matches this path
        </Hint>
        <Actions>
          <ButtonLink to={paths.home()}>Go to the home page</ButtonLink>
          <ButtonLink to={paths.search()} $variant="secondary">
            Search answered questions
          </ButtonLink>
        </Actions>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space('md')};
  padding: ${space('xxxl')} 0;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    color: ${s('textSecondary')};
  }
`;

const Code = styled.p`
  && {
    color: ${s('primary')};
  }
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.03em;
`;

const Hint = styled.code`
  display: block;
  max-width: 100%;
  padding: ${space('xs')} ${space('sm')};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${s('inverse')};
  color: ${s('onInverse')};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  text-align: left;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space('sm')};
  margin-top: ${space('xs')};
`;
