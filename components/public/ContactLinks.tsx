import { telHref, whatsappHref } from "@/lib/firm";

/**
 * Phone numbers, email addresses and WhatsApp as links a phone can act on. Plain components
 * (no hooks), so server and client components share them.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      {phone}
    </a>
  );
}

/** A long address may wrap after the @, never inside a word. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const at = email.indexOf("@");
  return (
    <a className={className} href={`mailto:${email}`}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </a>
  );
}

/** Click-to-chat on WhatsApp: the app on a phone, WhatsApp Web on a computer (in a new tab). */
export function WhatsAppLink({ number, className }: { number: string; className?: string }) {
  return (
    <a className={className} href={whatsappHref(number)} target="_blank" rel="noopener noreferrer">
      <span className="sr-only">WhatsApp </span>
      {number}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
