/**
 * Exact decimal arithmetic on (coefficient, exponent) pairs, used where
 * numbers of different BSON types meet: $inc/$mul on Decimal128 and Long,
 * exact comparisons for $min/$max, and canonical index keys. Neither bson nor
 * mingo offer this; a JS double would silently round.
 */
export type Exact =
  | { kind: "finite"; coef: bigint; exp: number } // value = coef * 10^exp
  | { kind: "nan" }
  | { kind: "inf"; negative: boolean };

const TEN = BigInt(10);
const ZERO = BigInt(0);

/** Parses the strings Decimal128#toString and Number#toString produce. */
export function parseDecimal(text: string): Exact {
  const s = text.trim();
  if (/^[+-]?nan$/i.test(s)) return { kind: "nan" };
  if (/^[+-]?inf(inity)?$/i.test(s)) return { kind: "inf", negative: s.startsWith("-") };
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new Error(`not a decimal number: ${text}`);
  const frac = m[3] ?? "";
  let coef = BigInt((m[2] || "0") + frac);
  if (m[1] === "-") coef = -coef;
  return normalize({ kind: "finite", coef, exp: Number(m[4] ?? 0) - frac.length });
}

/** The exact value of a double (every finite double is a finite decimal). */
export function exactFromDouble(value: number): Exact {
  if (Number.isNaN(value)) return { kind: "nan" };
  if (!Number.isFinite(value)) return { kind: "inf", negative: value < 0 };
  if (Number.isInteger(value)) return normalize({ kind: "finite", coef: BigInt(value), exp: 0 });
  // value = mantissa * 2^e with e < 0, i.e. mantissa * 5^-e / 10^-e.
  let e = 0;
  let mantissa = value;
  while (!Number.isInteger(mantissa)) {
    mantissa *= 2;
    e -= 1;
  }
  const coef = BigInt(mantissa) * BigInt(5) ** BigInt(-e);
  return normalize({ kind: "finite", coef, exp: e });
}

export function exactFromBigInt(value: bigint): Exact {
  return normalize({ kind: "finite", coef: value, exp: 0 });
}

/** Strips trailing zeros so equal values have one representation. */
export function normalize(x: Exact): Exact {
  if (x.kind !== "finite") return x;
  if (x.coef === ZERO) return { kind: "finite", coef: ZERO, exp: 0 };
  let { coef, exp } = x;
  while (coef % TEN === ZERO) {
    coef /= TEN;
    exp += 1;
  }
  return { kind: "finite", coef, exp };
}

function align(a: { coef: bigint; exp: number }, b: { coef: bigint; exp: number }): [bigint, bigint, number] {
  const exp = Math.min(a.exp, b.exp);
  return [a.coef * TEN ** BigInt(a.exp - exp), b.coef * TEN ** BigInt(b.exp - exp), exp];
}

export function compareExact(a: Exact, b: Exact): number {
  // MongoDB orders NaN below every other number.
  if (a.kind === "nan" || b.kind === "nan") return a.kind === b.kind ? 0 : a.kind === "nan" ? -1 : 1;
  const rank = (x: Exact) => (x.kind === "inf" ? (x.negative ? -1 : 1) : 0);
  if (rank(a) !== rank(b) || a.kind === "inf") return Math.sign(rank(a) - rank(b));
  if (b.kind !== "finite" || a.kind !== "finite") return 0;
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addExact(a: Exact, b: Exact): Exact {
  if (a.kind === "nan" || b.kind === "nan") return { kind: "nan" };
  if (a.kind === "inf" || b.kind === "inf") {
    if (a.kind === "inf" && b.kind === "inf" && a.negative !== b.negative) return { kind: "nan" };
    return a.kind === "inf" ? a : b;
  }
  const [x, y, exp] = align(a, b);
  return normalize({ kind: "finite", coef: x + y, exp });
}

export function mulExact(a: Exact, b: Exact): Exact {
  if (a.kind === "nan" || b.kind === "nan") return { kind: "nan" };
  const negative = (x: Exact) => (x.kind === "inf" ? x.negative : x.kind === "finite" && x.coef < ZERO);
  if (a.kind === "inf" || b.kind === "inf") {
    const other = a.kind === "inf" ? b : a;
    if (other.kind === "finite" && other.coef === ZERO) return { kind: "nan" };
    return { kind: "inf", negative: negative(a) !== negative(b) };
  }
  return normalize({ kind: "finite", coef: a.coef * b.coef, exp: a.exp + b.exp });
}

export function formatExact(x: Exact): string {
  if (x.kind === "nan") return "NaN";
  if (x.kind === "inf") return x.negative ? "-Infinity" : "Infinity";
  return `${x.coef}E${x.exp >= 0 ? "+" : ""}${x.exp}`;
}

/** A stable string for hashing: equal numbers of any type give equal keys. */
export function exactKey(x: Exact): string {
  return formatExact(normalize(x));
}
