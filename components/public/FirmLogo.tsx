/**
 * The firm's mark drawn in the page itself: as an image it was one more request before the first
 * frame could be complete (the header is in every first screen), for 1.4 KB. It is decorative
 * wherever it appears beside the firm's name. The same drawing is a file twice, where a file is
 * needed: public/logo.svg for the structured data's logo and app/icon.svg for the browser's tab; a
 * test keeps all three alike.
 */
export function FirmLogo({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" width={40} height={40} className={className}>
      <rect width="64" height="64" rx="14" fill="#0e1d38" />
      <g fill="none" stroke="#d9ad5b" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M32 13v37M22 50h20M17 20h30" />
        <path d="M17 20l-7 15h14zM47 20l-7 15h14z" />
        <path d="M10 35a7 4 0 0 0 14 0M40 35a7 4 0 0 0 14 0" />
      </g>
      <circle cx="32" cy="13" r="3" fill="#d9ad5b" />
    </svg>
  );
}
