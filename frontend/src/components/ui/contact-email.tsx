import { mailtoHref, useSiteContact } from '@/lib/site-contact';

/** The stage's contact address as a `mailto:` link, optionally with a subject. */
export function ContactEmail({ subject }: { subject?: string }) {
  const { contactEmail } = useSiteContact();
  return (
    <a
      className="font-medium break-all text-indigo-700 underline hover:text-indigo-900"
      href={mailtoHref(contactEmail, subject)}
      data-testid="contact-email"
    >
      {contactEmail}
    </a>
  );
}
