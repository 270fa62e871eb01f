import { ui } from "./ui";

/** A list or record that could not be loaded: says so and offers to try again, never an empty state. */
export function LoadError({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <div role="alert" className={`${ui.errorBanner} flex flex-wrap items-center justify-between gap-3`}>
      <span>{text}</span>
      <button type="button" onClick={onRetry} className={ui.smallButton}>
        Try again
      </button>
    </div>
  );
}
