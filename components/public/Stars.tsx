/** A rating shown as five stars, read out as "Rated N out of 5". Text glyphs keep the markup small. */
export function Stars({ rating, className = "text-base" }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={`inline-block leading-none tracking-[0.1em] ${className}`}>
      <span className="text-gold-400">{"★".repeat(value)}</span>
      <span className="text-slate-300">{"★".repeat(5 - value)}</span>
    </span>
  );
}
