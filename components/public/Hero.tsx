import Link from "next/link";
import { FIRM_NAME } from "@/lib/firm";

const HIGHLIGHTS = ["Family Law", "Business Law", "Shipping Law", "Land Law"] as const;

export function Hero({ officeHours }: { officeHours: string }) {
  return (
    <section aria-labelledby="hero-title" className="on-dark relative isolate overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(217,173,91,0.22),transparent),radial-gradient(50rem_30rem_at_0%_110%,rgba(29,78,216,0.35),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1.3fr_1fr] lg:px-8 lg:py-28">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-gold-300">{FIRM_NAME}</p>
          <h1 id="hero-title" className="mt-5 font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            Trusted legal counsel in the heart of Freetown
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">
            Our chambers stand a short walk from the Law Courts Building on Siaka Stevens Street, so we are in court when you need us there. For over twenty
            years we have guided families, businesses and shipping companies through family, business, shipping and land law matters across Sierra Leone.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            {/* In view the moment the page loads: prefetching their routes would spend a phone's slow
                connection and its start-up time on pages the visitor may never open. */}
            <Link
              href="/attorney"
              prefetch={false}
              className="inline-flex items-center rounded-md bg-gold-400 px-6 py-3 font-semibold text-navy-950 shadow-lg transition hover:bg-gold-300"
            >
              Book a consultation
            </Link>
            <Link
              href="/services"
              prefetch={false}
              className="inline-flex items-center rounded-md border border-white/40 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
            >
              Meet our attorneys
            </Link>
          </div>
        </div>
        <div className="rounded-2xl border border-white/10 bg-white/5 p-8 shadow-2xl">
          <p className="font-serif text-2xl font-semibold">How we can help</p>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {HIGHLIGHTS.map((area) => (
              <li key={area} className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-3 text-sm font-medium">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-gold-300" fill="currentColor">
                  <path d="M7.6 13.2L4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
                </svg>
                {area}
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid grid-cols-2 gap-6 border-t border-white/10 pt-6">
            <div>
              <dt className="text-sm text-navy-200">Office hours</dt>
              <dd className="mt-1 font-medium">{officeHours}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-200">Law Courts</dt>
              <dd className="mt-1 font-medium">A five-minute walk</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
