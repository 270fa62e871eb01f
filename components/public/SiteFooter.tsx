import Link from "next/link";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { FIRM_NAME, officeHoursLabel, opensOnWeekends, PRACTICE_AREAS, type FirmContact } from "@/lib/firm";
import { EmailLink, PhoneLink, WhatsAppLink } from "./ContactLinks";
import { NAV_ITEMS } from "./navigation";

const SOCIAL = [
  { key: "facebook", label: "Facebook", path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z" },
  {
    key: "linkedin",
    label: "LinkedIn",
    path: "M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4z",
  },
  { key: "x", label: "X", path: "M17.5 3h3.3l-7.2 8.2L22 21h-6.6l-5.2-6.8L4.3 21H1l7.7-8.8L.7 3h6.8l4.7 6.2zm-1.2 16h1.8L6.6 4.9H4.7z" },
] as const;

const heading = "mb-4 text-sm font-semibold uppercase tracking-[0.18em] text-gold-300";
const link = "rounded-sm text-navy-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter({ contact }: { contact: FirmContact }) {
  const social = SOCIAL.flatMap((entry) => {
    const url = contact.social[entry.key];
    return url ? [{ ...entry, url }] : [];
  });
  return (
    <footer className="on-dark bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{FIRM_NAME}</p>
          <address className="mt-4 space-y-2 not-italic">
            <p>{contact.address}</p>
            <p>
              Phone: <PhoneLink className={link} phone={contact.phone} />
            </p>
            {contact.whatsapp ? (
              <p>
                <span aria-hidden="true">WhatsApp: </span>
                <WhatsAppLink className={link} number={contact.whatsapp} />
              </p>
            ) : null}
            {contact.emails.map((email) => (
              <p key={email}>
                <EmailLink className={link} email={email} />
              </p>
            ))}
          </address>
          {social.length > 0 ? (
            <ul className="mt-5 flex gap-3" aria-label="Follow us">
              {social.map((entry) => (
                <li key={entry.key}>
                  <a
                    href={entry.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                      <path d={entry.path} />
                    </svg>
                    <span className="sr-only">{entry.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className={heading}>Office hours</h2>
          <p>{officeHoursLabel(contact.officeHours)}</p>
          <p className="mt-2 text-sm text-navy-200">
            {opensOnWeekends(contact.officeHours) ? "Closed on public holidays." : "Closed on weekends and public holidays."}
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={heading}>Explore</h2>
          <ul className="space-y-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link className={link} href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              {/* A full page load: the back office has a stylesheet of its own, and the two must not meet in one document. */}
              <a className={link} href={LOGIN_PATH}>
                Staff sign-in
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Practice areas</h2>
          <ul className="space-y-2">
            {PRACTICE_AREAS.map((area) => (
              <li key={area.slug}>
                <Link className={link} href={`/services#${area.slug}`}>
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-navy-200 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {FIRM_NAME}. The information on this site is general and is not legal advice.
        </p>
      </div>
    </footer>
  );
}
