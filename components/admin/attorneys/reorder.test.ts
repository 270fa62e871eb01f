import { planMove, type Ordered } from "./reorder";

const rows = (...orders: number[]): Ordered[] => orders.map((order, index) => ({ _id: String.fromCharCode(97 + index), order }));
const plan = (list: Ordered[], from: number, to: number) => planMove(list, from, to).map(({ row, order }) => [row._id, order]);

/** The sequence shown once the plan is saved: by order, ties in their former sequence. */
function shown(list: Ordered[], from: number, to: number): string[] {
  const saved = new Map(planMove(list, from, to).map(({ row, order }) => [row._id, order]));
  return list
    .map((row) => ({ ...row, order: saved.get(row._id) ?? row.order }))
    .sort((a, b) => a.order - b.order)
    .map((row) => row._id);
}

describe("planMove", () => {
  it("swaps the numbers of two neighbours", () => {
    expect(plan(rows(1, 2, 3), 1, 0)).toEqual([
      ["b", 1],
      ["a", 2],
    ]);
    expect(plan(rows(1, 2, 3), 1, 2)).toEqual([
      ["b", 3],
      ["c", 2],
    ]);
  });

  it("moves a row down over several and shifts the ones in between up", () => {
    expect(plan(rows(10, 20, 30, 40), 0, 2)).toEqual([
      ["a", 30],
      ["b", 10],
      ["c", 20],
    ]);
    expect(shown(rows(10, 20, 30, 40), 0, 2)).toEqual(["b", "c", "a", "d"]);
  });

  it("moves a row up over several and shifts the ones in between down", () => {
    expect(plan(rows(10, 20, 30, 40), 3, 1)).toEqual([
      ["d", 20],
      ["b", 30],
      ["c", 40],
    ]);
    expect(shown(rows(10, 20, 30, 40), 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("numbers rows that all share the default 0 as far as the move needs", () => {
    expect(plan(rows(0, 0, 0, 0), 2, 0)).toEqual([
      ["a", 1],
      ["b", 2],
      ["d", 3],
    ]);
    expect(shown(rows(0, 0, 0, 0), 2, 0)).toEqual(["c", "a", "b", "d"]);
    expect(shown(rows(0, 0, 0, 0), 0, 2)).toEqual(["b", "c", "a", "d"]);
  });

  it("keeps a moved row clear of a tie just before or after it", () => {
    expect(shown(rows(5, 5, 7, 9), 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(shown(rows(1, 3, 5, 5), 0, 2)).toEqual(["b", "c", "a", "d"]);
  });

  it("leaves rows beyond the move alone once they already follow", () => {
    expect(plan(rows(1, 2, 3, 100), 0, 2).map(([id]) => id)).not.toContain("d");
  });

  it("plans nothing for a row dropped on itself or a place outside the list", () => {
    expect(plan(rows(1, 2), 1, 1)).toEqual([]);
    expect(plan(rows(1, 2), 0, 5)).toEqual([]);
    expect(plan(rows(1, 2), -1, 0)).toEqual([]);
  });
});
