import { ui } from "../ui";

/**
 * The Active box and the Cancel / save buttons the chat assistant's forms end with; Cancel shows
 * only when editing an existing entry.
 */
export function ChatFormActions({
  active,
  onActiveChange,
  busy,
  submitLabel,
  onCancel,
  className,
}: {
  active: boolean;
  onActiveChange: (active: boolean) => void;
  busy: boolean;
  submitLabel: string;
  onCancel?: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className={`h-4 w-4 ${ui.focus}`} checked={active} onChange={(e) => onActiveChange(e.target.checked)} />
        Active
      </label>
      <div className="flex gap-2">
        {onCancel && (
          <button type="button" className={ui.secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className={ui.primaryButton} disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </button>
      </div>
    </div>
  );
}
