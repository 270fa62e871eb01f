import { ui } from "./ui";

/** The search box and the select filters above the back office's lists. */
export function SearchFilter({ id, placeholder, value, onChange }: { id: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        Search
      </label>
      <input id={id} type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} className={ui.input} />
    </div>
  );
}

export function SelectFilter<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={ui.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
