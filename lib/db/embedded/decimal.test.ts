/** @jest-environment node */
import { addExact, compareExact, exactFromDouble, exactKey, formatExact, mulExact, parseDecimal } from "./decimal";

describe("exact decimals", () => {
  it("parses and normalises", () => {
    expect(exactKey(parseDecimal("1.50"))).toBe(exactKey(parseDecimal("1.5")));
    expect(exactKey(parseDecimal("15E-1"))).toBe(exactKey(parseDecimal("1.5")));
    expect(exactKey(parseDecimal("-0"))).toBe(exactKey(parseDecimal("0")));
    expect(parseDecimal("NaN")).toEqual({ kind: "nan" });
    expect(parseDecimal("-Infinity")).toEqual({ kind: "inf", negative: true });
    expect(() => parseDecimal("1.2.3")).toThrow();
  });

  it("adds and multiplies without rounding", () => {
    expect(formatExact(addExact(parseDecimal("0.1"), parseDecimal("0.2")))).toBe("3E-1");
    expect(formatExact(mulExact(parseDecimal("1.1"), parseDecimal("1.1")))).toBe("121E-2");
    expect(addExact(parseDecimal("Infinity"), parseDecimal("-Infinity"))).toEqual({ kind: "nan" });
    expect(mulExact(parseDecimal("Infinity"), parseDecimal("0"))).toEqual({ kind: "nan" });
  });

  it("gives the exact value of a double", () => {
    // 0.1 as a double is slightly more than 1/10
    expect(compareExact(exactFromDouble(0.1), parseDecimal("0.1"))).toBe(1);
    expect(compareExact(exactFromDouble(0.5), parseDecimal("0.50"))).toBe(0);
    expect(exactKey(exactFromDouble(2 ** 60))).toBe(exactKey(parseDecimal("1152921504606846976")));
  });

  it("orders NaN first and infinities at the ends", () => {
    const sorted = ["5", "-Infinity", "NaN", "Infinity", "-3"].map(parseDecimal).sort(compareExact).map(formatExact);
    expect(sorted).toEqual(["NaN", "-Infinity", "-3E+0", "5E+0", "Infinity"]);
  });
});
