import styled from 'styled-components';
import { space } from '../../theme/helpers';
import { Container } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';

/** While a saved answer loads. */
export function AnswerSkeleton() {
  return (
    <Container $width="prose">
      <Wrap role="status" aria-label="Loading the answer">
        <Skeleton $width="120px" $height="32px" />
        <Skeleton $width="90%" $height="40px" />
        <Skeleton $height="160px" $radius={16} />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} $width={`${70 + ((i * 13) % 30)}%`} />
        ))}
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${space('md')};
  padding: ${space('xl')} 0;
`;
