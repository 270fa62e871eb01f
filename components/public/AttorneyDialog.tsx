"use client";

import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { AttorneyPhoto } from "./AttorneyPhoto";
import { EmailLink, PhoneLink, WhatsAppLink } from "./ContactLinks";
import { ConsultationForm } from "./ConsultationForm";
import type { ConsultationFormSettings } from "./form-settings";
import { Stars } from "./Stars";

/** Bio paragraphs are separated by blank lines. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const link = "text-brand underline underline-offset-4 hover:text-brand-dark";

/**
 * A modal dialog (native <dialog> shown with showModal: the page behind is inert, so focus stays
 * inside, and Escape closes it). A click on the backdrop closes it too.
 */
export function AttorneyDialog({
  attorney,
  formSettings,
  whatsapp,
  onClose,
}: {
  attorney: PublicAttorney;
  formSettings: ConsultationFormSettings;
  /** The chambers' WhatsApp number, empty when it has none. */
  whatsapp: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [booking, setBooking] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const { contact } = attorney;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onClick={onBackdropClick}
      className="m-auto max-h-[92vh] w-[min(48rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl bg-transparent p-0 shadow-2xl"
    >
      <div className="max-h-[92vh] overflow-y-auto overscroll-contain bg-white">
        {/* Sticky at the top of the scrolling area, so the way out stays in view while reading. */}
        <div className="sticky top-0 z-10 flex h-0 justify-end">
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="on-dark mr-3 mt-3 flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white ring-1 ring-white/30 hover:bg-navy-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="on-dark flex flex-col gap-5 bg-navy-900 p-6 pr-16 text-white sm:flex-row sm:items-center sm:p-8 sm:pr-16">
          <AttorneyPhoto
            src={attorney.image?.url}
            alt={`Portrait of ${attorney.name}`}
            size={112}
            className="h-28 w-28 rounded-xl object-cover ring-2 ring-gold-400"
          />
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-2xl font-semibold sm:text-3xl">
              {attorney.name}
            </h2>
            <p className="mt-1 text-gold-300">{attorney.title}</p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-navy-100">
              <Stars rating={attorney.rating} />
              <span>
                {attorney.rating}/5 · {attorney.reviews} reviews · {attorney.location}
              </span>
            </p>
          </div>
        </div>
        <div className="space-y-8 p-6 sm:p-8">
          <section aria-label="Biography" className="space-y-4 leading-relaxed text-slate-700">
            {bioParagraphs(attorney.bio).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
          {attorney.specialties.length > 0 ? (
            <section>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-navy-700">Specialties</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {attorney.specialties.map((specialty) => (
                  <li key={specialty} className="rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-800">
                    {specialty}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {attorney.education.length > 0 ? (
            <section>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-navy-700">Education</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {attorney.education.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section>
            <h3 className="text-sm font-semibold uppercase tracking-wider text-navy-700">Contact</h3>
            <dl className="mt-3 grid gap-3 text-slate-700 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">Address</dt>
                <dd>{contact.address}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Phone</dt>
                <dd>
                  <PhoneLink className={link} phone={contact.phone} />
                </dd>
              </div>
              {contact.email ? (
                <div>
                  <dt className="text-sm text-slate-600">Email</dt>
                  <dd>
                    <EmailLink className={link} email={contact.email} />
                  </dd>
                </div>
              ) : null}
              {whatsapp ? (
                <div>
                  <dt className="text-sm text-slate-600">WhatsApp (the chambers)</dt>
                  <dd>
                    <WhatsAppLink className={link} number={whatsapp} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section className="rounded-xl border border-slate-200 bg-navy-50/60 p-5 sm:p-6">
            {booking ? (
              <ConsultationForm attorney={attorney} settings={formSettings} />
            ) : (
              <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-slate-700">Would you like to meet {attorney.name}?</p>
                <button
                  type="button"
                  onClick={() => setBooking(true)}
                  className="rounded-md bg-gold-400 px-5 py-2.5 font-semibold text-navy-950 shadow hover:bg-gold-300"
                >
                  Request a consultation
                </button>
              </div>
            )}
          </section>
        </div>
      </div>
    </dialog>
  );
}
