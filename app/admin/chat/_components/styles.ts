/** Tailwind classes shared by the chat staff screens. */
export const ui = {
  input: "w-full rounded border border-slate-300 px-3 py-2 text-sm focus:border-blue-600 focus:outline-none",
  label: "block text-sm font-medium text-slate-700",
  button: "rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-50",
  secondary: "rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-50",
  danger: "rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50",
  error: "rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700",
  notice: "rounded border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800",
  card: "rounded-lg border border-slate-200 bg-white p-4 shadow-sm",
} as const;
