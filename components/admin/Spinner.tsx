/** The waiting state the admin screens share: a spinner and a visible text for screen readers too. */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700" />
      <span>{label}</span>
    </div>
  );
}
