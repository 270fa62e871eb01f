import { SectionHeading } from "./SectionHeading";

const FEATURES = [
  {
    title: "Local knowledge",
    text: "Born and trained in Sierra Leone, our attorneys know the courts, the registries and the customs that shape every case.",
    icon: "M12 2a7 7 0 00-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z",
  },
  {
    title: "Experienced advocates",
    text: "Our partners have appeared before the High Court, the Court of Appeal and the Supreme Court for over twenty years.",
    icon: "M12 3L2 8l10 5 8-4v6h2V8zM6 12.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.5l-6 3z",
  },
  {
    title: "Clear, honest advice",
    text: "We explain your options in plain language, tell you what a matter will cost, and keep you informed at every step.",
    icon: "M4 4h16v12H7l-3 3zm4 5h8V7H8zm0 4h5v-2H8z",
  },
  {
    title: "Confidential and discreet",
    text: "Family and business matters are personal. What you tell us stays between you and your attorney.",
    icon: "M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1 13l6-6-1.4-1.4L11 12.2 8.4 9.6 7 11z",
  },
] as const;

export function AboutSection({ headingLevel }: { headingLevel: "h1" | "h2" }) {
  return (
    <section id="consumers" aria-labelledby="consumers-title" className="bg-navy-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading as={headingLevel} id="consumers-title" eyebrow="About Us" title="Who We Are">
          <p>
            Kamara &amp; Associates Chambers was founded in Freetown in 2004. Today our team of advocates and solicitors serves individuals, families,
            entrepreneurs and international companies across Sierra Leone, from the Western Area to Bo, Kenema and Makeni.
          </p>
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-gold-300">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-900">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
