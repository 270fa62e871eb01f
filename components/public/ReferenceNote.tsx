/**
 * The short reference the server gave a request, the same staff see with it in the inbox, shown
 * after the thanks of either public form. Nothing when the answer carried none.
 */
export function ReferenceNote({ reference }: { reference: unknown }) {
  if (typeof reference !== "string" || !reference) return null;
  return (
    <p className="mt-2">
      Your reference: <strong>{reference}</strong>. Please quote it if you call us.
    </p>
  );
}
