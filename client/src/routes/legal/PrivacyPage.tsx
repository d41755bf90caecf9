import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { usePageMeta } from '../../lib/document-meta';
import { LegalLayout } from './LegalLayout';

/** What the site keeps about visitors, in plain words; ends with how to reach us. */
export function PrivacyPage() {
  const site = useSite();
  usePageMeta({ title: `Privacy Policy - ${site.podcastName} Q&A`, canonical: `${site.publicUrl}${paths.privacy()}` });
  return (
    <LegalLayout title="Privacy Policy" intro={`What ${site.podcastName} Q&A keeps about you, and why.`}>
      <h2>Questions you ask</h2>
      <p>
        When you ask a question, we save the question and its answer so that others can find it later, and we count how often each answer is viewed. Saved
        answers may be published on this site. Please don&apos;t put personal details in your questions.
      </p>
      <h2>Your address and daily limit</h2>
      <p>
        To keep the service available to everyone, each visitor may ask a limited number of questions per day. We count your questions per day by your IP
        address, and store that address with the questions you ask. Administrators can see it; nobody else can.
      </p>
      <h2>Cookies</h2>
      <p>
        Visitors get no tracking or advertising cookies. Administrators who sign in get one cookie that keeps them signed in, and their browser remembers who is
        signed in until they log out.
      </p>
      <h2>Newsletter</h2>
      {site.newsletterFormAction ? <ProviderNewsletter /> : <SiteNewsletter />}
      <h2 id="contact" tabIndex={-1}>
        Contact
      </h2>
      <p>
        Questions about this site or your data? Reply to any newsletter email and the team will get back to you. You can also read the{' '}
        <Link to={paths.terms()}>Terms of Service</Link>.
      </p>
    </LegalLayout>
  );
}

/** With an email provider (NEWSLETTER_FORM_ACTION): the browser posts the form to it, and nothing reaches this site. */
function ProviderNewsletter() {
  return (
    <p>
      The subscribe form sends your first name and email address directly to our email provider, which sends the weekly newsletter. This site does not store
      them. Every newsletter has a link to opt out at any time.
    </p>
  );
}

/** Without one (the default): the site keeps the sign-ups itself (newsletter_subscribers) and administrators manage them on /admin/subscribers. */
function SiteNewsletter() {
  return (
    <>
      <p>
        When you subscribe, this site saves your email address and first name in its own database, with the date you signed up and the page you signed up from.
        The site&apos;s administrators can see this list: they can search it, download it as a spreadsheet (CSV) and delete anyone from it. Nobody else can see
        it.
      </p>
      <p>
        So that nobody can flood the list, the site also counts sign-ups from each IP address per hour. These counts hold no name or email address, and old ones
        are deleted.
      </p>
      <p>
        To be taken off the list, reply to any newsletter email (see <Link to={paths.contact()}>Contact</Link>) and ask to be removed: an administrator deletes
        your sign-up.
      </p>
    </>
  );
}
