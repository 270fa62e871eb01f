import { officeHoursLabel, type FirmContact } from "@/lib/firm";
import { ContactForm } from "./ContactForm";
import { EmailLink, PhoneLink, WhatsAppLink } from "./ContactLinks";
import { CONTACT_FORM } from "./form-settings";
import { SectionHeading } from "./SectionHeading";

const ICONS = {
  address: "M12 2a7 7 0 00-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z",
  phone:
    "M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z",
  whatsapp:
    "M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2a8.2 8.2 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.8 11.9 11.9 0 004.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 001.8-1.3 2.3 2.3 0 00.2-1.3c-.1-.1-.3-.2-.5-.3z",
  email: "M20 4H4a2 2 0 00-2 2v12a2 2 0 002 2h16a2 2 0 002-2V6a2 2 0 00-2-2zm0 4l-8 5-8-5V6l8 5 8-5z",
  hours: "M12 2a10 10 0 100 20 10 10 0 000-20zm1 10.4l3.5 2.1-.8 1.3L11 13V7h2z",
} as const;

function Detail({ icon, label, children }: { icon: keyof typeof ICONS; label: string; children: React.ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold uppercase tracking-wider text-navy-200">
        <span aria-hidden="true" className="absolute left-0 top-0 flex h-11 w-11 items-center justify-center rounded-full bg-gold-400/15 text-gold-300">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <path d={ICONS[icon]} />
          </svg>
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-white">{children}</dd>
    </div>
  );
}

const darkLink = "rounded-sm underline-offset-4 hover:underline";

export function ContactSection({ contact, headingLevel }: { contact: FirmContact; headingLevel: "h1" | "h2" }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading as={headingLevel} id="contact-title" eyebrow="Get in touch" title="Contact">
          <p>Visit our chambers, call us, or send a message and a member of our team will reply within one working day.</p>
        </SectionHeading>
        <div className="mt-14 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="on-dark rounded-2xl bg-navy-900 p-8 shadow-xl">
            <h3 className="font-serif text-2xl font-semibold text-white">Our office</h3>
            <dl className="mt-8 space-y-6">
              <Detail icon="address" label="Address">
                <address className="not-italic">{contact.address}</address>
              </Detail>
              <Detail icon="phone" label="Phone">
                <PhoneLink className={darkLink} phone={contact.phone} />
              </Detail>
              {contact.whatsapp ? (
                <Detail icon="whatsapp" label="WhatsApp">
                  <WhatsAppLink className={darkLink} number={contact.whatsapp} />
                </Detail>
              ) : null}
              <Detail icon="email" label="Email">
                {contact.emails.map((email) => (
                  <p key={email}>
                    <EmailLink className={darkLink} email={email} />
                  </p>
                ))}
              </Detail>
              <Detail icon="hours" label="Office hours">
                {officeHoursLabel(contact.officeHours)}
              </Detail>
            </dl>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm phone={contact.phone} settings={CONTACT_FORM} />
          </div>
        </div>
      </div>
    </section>
  );
}
