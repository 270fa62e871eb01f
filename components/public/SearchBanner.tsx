"use client";

import Link from "next/link";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { PRACTICE_AREAS } from "@/lib/firm";
import { ViewMoreButton } from "./attorney-dialog-context";
import { searchAttorneys, type SearchableAttorney } from "./attorney-search";
import { SEARCH_SECTION_ID } from "./search-section";

const SUGGESTIONS = PRACTICE_AREAS.slice(0, 4).map((area) => area.name);

/** "Need Legal Assistance": filters the active attorneys as the visitor types. */
export function SearchBanner({ attorneys }: { attorneys: SearchableAttorney[] }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => searchAttorneys(attorneys, deferred), [attorneys, deferred]);
  const inputId = useId();
  const searching = deferred.trim().length > 0;

  return (
    <section id={SEARCH_SECTION_ID} aria-labelledby="search-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="on-dark rounded-3xl bg-gradient-to-br from-navy-800 to-navy-950 px-6 py-12 text-white shadow-xl sm:px-12">
          <h2 id="search-title" className="text-center font-serif text-3xl font-semibold sm:text-4xl">
            Need Legal Assistance
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-navy-100">Search our attorneys by name, practice area or the kind of matter you have.</p>
          <form role="search" className="mx-auto mt-8 max-w-2xl" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId} className="sr-only">
              Search attorneys
            </label>
            <div className="relative">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="11" cy="11" r="7" />
                <path d="M20 20l-4-4" strokeLinecap="round" />
              </svg>
              <input
                id={inputId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="e.g. land dispute, family law, Kamara"
                autoComplete="off"
                aria-controls={`${inputId}-results`}
                className="block w-full rounded-full border-0 bg-white py-4 pl-12 pr-5 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:ring-4 focus:ring-gold-400/60 focus:outline-none"
              />
            </div>
          </form>
          <div id={`${inputId}-results`} className="mx-auto mt-6 max-w-3xl">
            {/* One message for the result, read out as it changes. */}
            <div aria-live="polite" className="text-center">
              {!searching ? null : matches.length > 0 ? (
                <p className="text-sm text-navy-100">{`${matches.length} ${matches.length === 1 ? "attorney matches" : "attorneys match"} your search`}</p>
              ) : (
                <div className="mt-4 rounded-2xl bg-white/10 p-6">
                  <p className="font-semibold">No attorney matches “{deferred.trim()}”.</p>
                  <p className="mt-2 text-navy-100">
                    Try a practice area such as {SUGGESTIONS.join(", ")}, or{" "}
                    <Link href="/contact" className="font-semibold text-gold-300 underline underline-offset-4">
                      send us a message
                    </Link>{" "}
                    and we will find the right person for you.
                  </p>
                </div>
              )}
            </div>
            {matches.length > 0 ? (
              <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Matching attorneys">
                {matches.map((attorney) => (
                  <li key={attorney._id} className="flex min-w-0 items-center justify-between gap-3 rounded-2xl bg-white p-4 text-slate-800">
                    <div className="min-w-0">
                      <p className="font-semibold text-navy-900">{attorney.name}</p>
                      <p className="text-sm text-slate-600">{attorney.title}</p>
                      <p className="mt-1 text-sm text-slate-600">{attorney.specialties.join(" · ")}</p>
                    </div>
                    <ViewMoreButton
                      attorneyId={attorney._id}
                      name={attorney.name}
                      className="shrink-0 rounded-md bg-navy-800 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-700"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
