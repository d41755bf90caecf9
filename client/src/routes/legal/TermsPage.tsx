import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { LegalLayout } from './LegalLayout';

/** The few rules of using the site. */
export function TermsPage() {
  const site = useSite();
  usePageMeta({ title: `Terms of Service - ${site.podcastName} Q&A`, canonical: `${site.publicUrl}${paths.terms()}` });
  return (
    <LegalLayout title="Terms of Service" intro={`The rules for using ${site.podcastName} Q&A.`}>
      <h2>Answers are generated</h2>
      <p>
        Answers are put together automatically from the episode transcripts. Every quote links to the moment it was said, so you can check it in context.
        Answers can still be incomplete or wrong: they are not professional advice.
      </p>
      <h2>Fair use</h2>
      <p>
        Each visitor may ask a limited number of questions per day. Please don&apos;t try to get around the limit, overload the site or ask questions meant to
        harm others. We may remove questions and answers at any time.
      </p>
      <h2>Content</h2>
      <p>The episodes, transcripts and quotes belong to {site.podcastName} and its guests. You may quote short passages with a link to the episode.</p>
      <h2>Privacy</h2>
      <p>
        How we handle your questions and your email address is described in the <Link to={paths.privacy()}>Privacy Policy</Link>.
      </p>
    </LegalLayout>
  );
}
