/** Class names the admin screens share, so buttons and fields look and focus alike everywhere. */
const focus = "focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

export const ui = {
  focus,
  primaryButton: `inline-flex items-center justify-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 ${focus}`,
  secondaryButton: `inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 ${focus}`,
  dangerButton: `inline-flex items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 ${focus}`,
  smallButton: `inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 ${focus}`,
  input: `mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ${focus}`,
  inputInvalid: `mt-1 block w-full rounded-md border border-red-500 bg-white px-3 py-2 text-slate-900 shadow-sm ${focus}`,
  label: "block text-sm font-medium text-slate-700",
  fieldError: "mt-1 text-sm text-red-700",
  errorBanner: "rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800",
  successBanner: "rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800",
  card: "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6",
  link: `font-medium text-blue-700 underline-offset-2 hover:underline ${focus}`,
} as const;
