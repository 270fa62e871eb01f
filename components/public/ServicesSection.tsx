import { PRACTICE_AREAS, practiceAreasOf } from "@/lib/firm";
import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { AttorneyPhoto } from "./AttorneyPhoto";
import { EmptyTeam } from "./EmptyTeam";
import { PracticeAreaFilter } from "./PracticeAreaFilter";
import { SectionHeading } from "./SectionHeading";
import { Stars } from "./Stars";

const GRID_ID = "services-attorneys";

function AttorneyCard({ attorney }: { attorney: PublicAttorney }) {
  const areas = practiceAreasOf(attorney.specialties).map((area) => area.slug);
  return (
    <li
      data-areas={areas.join(" ")}
      className="group flex flex-row overflow-hidden sm:flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <AttorneyPhoto
        src={attorney.image?.url}
        alt={`Portrait of ${attorney.name}`}
        size={400}
        className="aspect-square w-28 shrink-0 self-start bg-navy-100 object-cover sm:w-full sm:self-auto"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <h3 className="font-serif text-xl font-semibold text-navy-900">{attorney.name}</h3>
        <p className="text-sm font-medium text-gold-700">{attorney.title}</p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <Stars rating={attorney.rating} />
          <span className="inline-flex items-center gap-1">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-navy-600" fill="currentColor">
              <path d="M10 2a6 6 0 00-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 00-6-6zm0 8.2A2.2 2.2 0 1110 5.8a2.2 2.2 0 010 4.4z" />
            </svg>
            {attorney.location}
          </span>
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${attorney.name}'s specialties`}>
          {attorney.specialties.map((specialty) => (
            <li key={specialty} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-700">
              {specialty}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function ServicesSection({
  attorneys,
  headingLevel,
  describeAreas = false,
}: {
  attorneys: PublicAttorney[];
  headingLevel: "h1" | "h2";
  /** On the Legal Services page: what each practice area covers, under its own anchor. */
  describeAreas?: boolean;
}) {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-navy-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading as={headingLevel} id="services-title" eyebrow="What we do" title="Legal Services">
          <p>
            From a family home in the East End to a cargo ship at Queen Elizabeth II Quay, our attorneys bring local knowledge and courtroom experience to every
            matter. Each member of the team leads in their own practice area.
          </p>
        </SectionHeading>
        {attorneys.length > 0 ? <PracticeAreaFilter gridId={GRID_ID} areas={PRACTICE_AREAS.map(({ slug, name }) => ({ slug, name }))} /> : null}
        <div className="mt-8">
          {attorneys.length === 0 ? (
            <EmptyTeam />
          ) : (
            <ul id={GRID_ID} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Our attorneys">
              {attorneys.map((attorney) => (
                <AttorneyCard key={attorney._id} attorney={attorney} />
              ))}
            </ul>
          )}
        </div>
        {describeAreas ? <PracticeAreaList attorneys={attorneys} /> : null}
      </div>
    </section>
  );
}

/** What each practice area covers and who leads it; each has its own anchor (/services#land). */
function PracticeAreaList({ attorneys }: { attorneys: PublicAttorney[] }) {
  return (
    <section aria-labelledby="practice-areas-title" className="mt-20">
      <h2 id="practice-areas-title" className="text-center font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">
        Our practice areas
      </h2>
      <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {PRACTICE_AREAS.map((area) => {
          const team = attorneys.filter((attorney) => practiceAreasOf(attorney.specialties).includes(area));
          return (
            <li
              key={area.slug}
              id={area.slug}
              className="rounded-2xl border border-slate-200 bg-white p-6 target:border-gold-400 target:ring-2 target:ring-gold-400"
            >
              <h3 className="font-serif text-xl font-semibold text-navy-900">{area.name}</h3>
              <p className="mt-2 text-slate-700">{area.description}</p>
              {team.length > 0 ? (
                <p className="mt-3 text-sm text-slate-600">
                  <span className="font-semibold text-navy-800">Attorneys:</span> {team.map((attorney) => attorney.name).join(", ")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
