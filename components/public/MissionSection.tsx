export function MissionSection() {
  return (
    <section aria-labelledby="mission-title" className="on-dark bg-navy-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">What drives us</p>
        <h2 id="mission-title" className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">
          Our Mission
        </h2>
        <blockquote className="mt-8 font-serif text-xl leading-relaxed text-navy-100 sm:text-2xl">
          “To make sound legal advice available to every person and business in Sierra Leone, to defend our clients’ rights with integrity and skill, and to
          strengthen the rule of law in the communities we serve.”
        </blockquote>
        <ul className="mx-auto mt-12 grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-3">
          {[
            ["20+", "years of practice"],
            ["7", "practice areas"],
            ["1,000+", "clients advised"],
          ].map(([value, label]) => (
            <li key={label} className="rounded-xl bg-white/5 px-4 py-5">
              <span className="block font-serif text-3xl font-semibold text-gold-300">{value}</span>
              <span className="mt-1 block text-sm text-navy-100">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
