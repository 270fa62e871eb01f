import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/** Any address the site does not have, inside the public frame: a plain explanation and the ways on. */
export default function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="on-dark bg-navy-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.25em] text-gold-300">Error 404</p>
        <h1 id="not-found-title" className="mt-4 font-serif text-4xl font-semibold sm:text-5xl">
          Page not found
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-navy-100">The page you asked for is not here. It may have moved, or the address may be mistyped.</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            href="/"
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-gold-400 px-6 py-3 font-semibold text-navy-950 hover:bg-gold-300"
          >
            Go to the home page
          </Link>
          <Link
            href="/contact"
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
