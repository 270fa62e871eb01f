const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4 6.1 20.5l1.2-6.5L2.5 9.4l6.6-.9z";

/** A rating shown as five stars, read out as "Rated N out of 5". */
export function Stars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} aria-hidden="true" viewBox="0 0 24 24" className={`${className} ${star <= value ? "text-gold-400" : "text-slate-300"}`} fill="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
