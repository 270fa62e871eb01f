export interface Ordered {
  _id: string;
  order: number;
}

/**
 * The Order values to save so that the row shown at `from` is shown at `to` and every row in
 * between shifts one place, as in any list reordered by hand. The rows keep the numbers of the
 * places they take (moving to a neighbour swaps two numbers); where numbers tie, the rows that
 * follow get just enough more to be shown in the new sequence whatever the tie-break. `rows`
 * are in display order. The moved row comes first in the result, then the others it shifted.
 */
export function planMove<T extends Ordered>(rows: readonly T[], from: number, to: number): { row: T; order: number }[] {
  if (from === to || !rows[from] || !rows[to]) return [];
  const sequence = [...rows];
  const [moved] = sequence.splice(from, 1);
  sequence.splice(to, 0, moved);
  const first = Math.min(from, to);
  const last = Math.max(from, to);
  const orders = sequence.map((row, index) => (index >= first && index <= last ? rows[index].order : row.order));
  for (let index = first; index < orders.length; index += 1) {
    const least = index === 0 ? 0 : orders[index - 1] + 1;
    if (orders[index] >= least) {
      if (index > last) break;
      continue;
    }
    orders[index] = least;
  }
  return sequence
    .map((row, index) => ({ row, order: orders[index] }))
    .filter(({ row, order }) => order !== row.order)
    .sort((a, b) => Number(b.row === moved) - Number(a.row === moved));
}
