import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { ViewMoreButton } from "./attorney-dialog-context";
import { AttorneyPhoto } from "./AttorneyPhoto";
import { EmptyTeam } from "./EmptyTeam";
import { SEARCH_SECTION_ID } from "./search-section";
import { SectionHeading } from "./SectionHeading";

const STEPS = [
  {
    title: "Search for lawyers",
    text: "Browse our attorneys by practice area and find the one who knows your kind of matter.",
    link: { href: `#${SEARCH_SECTION_ID}`, label: "Search our attorneys" },
  },
  { title: "Read client reviews", text: "See how past clients rated each attorney and how many have shared their experience." },
  { title: "Schedule a consultation", text: "Open a profile and request a meeting; we confirm a time within one working day." },
] as const;

const viewMoreClass =
  "inline-flex items-center justify-center rounded-md border border-navy-800 px-4 py-2 text-sm font-semibold text-navy-800 transition hover:bg-navy-800 hover:text-white";

function AttorneyRow({ attorney }: { attorney: PublicAttorney }) {
  return (
    <li className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <AttorneyPhoto
        src={attorney.image?.url}
        alt={`Portrait of ${attorney.name}`}
        size={96}
        className="h-24 w-24 shrink-0 rounded-xl bg-navy-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-serif text-xl font-semibold text-navy-900">{attorney.name}</h3>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            <span className="font-semibold text-navy-900">{attorney.rating}/5</span> rating
          </span>
          <span>{attorney.reviews} reviews</span>
          <span>{attorney.location}</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">{attorney.specialties.join(" · ")}</p>
      </div>
      <ViewMoreButton attorneyId={attorney._id} name={attorney.name} className={viewMoreClass} />
    </li>
  );
}

export function ConsultationSection({ attorneys, headingLevel }: { attorneys: PublicAttorney[]; headingLevel: "h1" | "h2" }) {
  return (
    <section id="attorney" aria-labelledby="attorney-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading as={headingLevel} id="attorney-title" eyebrow="Legal Consultation" title="Find the right attorney in three steps">
          <p>Every consultation starts with the right person. Here is how to reach them.</p>
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-navy-50 p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 font-serif text-lg font-semibold text-gold-300"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
              {"link" in step ? (
                <a
                  href={step.link.href}
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
                >
                  {step.link.label}
                </a>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="mt-12">
          {attorneys.length === 0 ? (
            <EmptyTeam />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2" aria-label="Attorneys available for consultation">
              {attorneys.map((attorney) => (
                <AttorneyRow key={attorney._id} attorney={attorney} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
