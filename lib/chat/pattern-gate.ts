import { parseRegExpLiteral } from "@eslint-community/regexpp";
import type { Alternative, Element } from "@eslint-community/regexpp/ast";

/**
 * Strings shorter than this are not worth a search of their own: nearly every message holds
 * "in" or "the", and a gate that always opens only adds its own cost.
 */
const SHORTEST_NEEDLE = 3;

/** Strings of which every match holds at least one; null when the pattern's syntax promises none. */
type Needles = readonly string[] | null;

function union(needles: Needles[]): Needles {
  if (needles.some((one) => one === null)) return null;
  return [...new Set((needles as (readonly string[])[]).flat())];
}

/** The longer the shortest string, and the fewer strings, the fewer messages open the gate. */
function selectivity(needles: readonly string[]): number {
  return Math.min(...needles.map((needle) => needle.length)) * 100 - needles.length;
}

function usable(needles: Needles): needles is readonly string[] {
  return needles !== null && needles.length > 0 && needles.every((needle) => needle.length >= SHORTEST_NEEDLE);
}

/**
 * A branch holds every run of literal characters it consumes in a row (assertions such as \b or a
 * lookbehind consume nothing, so a run goes on across them), and whatever any group it cannot
 * skip holds; the most selective of these is the branch's.
 */
function branchNeedles(elements: readonly Element[]): Needles {
  const candidates: (readonly string[])[] = [];
  let run = "";
  const endRun = () => {
    if (run.length >= SHORTEST_NEEDLE) candidates.push([run]);
    run = "";
  };
  for (const element of elements) {
    if (element.type === "Character") {
      run += String.fromCodePoint(element.value);
      continue;
    }
    if (element.type === "Assertion") continue;
    endRun();
    const inner = elementNeedles(element);
    if (usable(inner)) candidates.push(inner);
  }
  endRun();
  if (candidates.length === 0) return null;
  return candidates.reduce((best, candidate) => (selectivity(candidate) > selectivity(best) ? candidate : best));
}

function alternativesNeedles(alternatives: readonly Alternative[]): Needles {
  return union(alternatives.map((alternative) => branchNeedles(alternative.elements)));
}

function elementNeedles(element: Element): Needles {
  switch (element.type) {
    case "Group":
    case "CapturingGroup":
      return alternativesNeedles(element.alternatives);
    case "Quantifier":
      return element.min >= 1 ? elementNeedles(element.element) : null;
    default:
      // A class, a set such as \w or ., a back-reference: any of many strings.
      return null;
  }
}

/**
 * What a pattern cannot match without, read from its own syntax: the strings of which every
 * match holds one (the literal runs of each of its branches, as code search engines prefilter
 * regular expressions). Null for a pattern whose flags change what its characters match, or
 * whose syntax promises nothing.
 */
export function needlesOf(pattern: RegExp): Needles {
  if (/[iuvy]/.test(pattern.flags)) return null;
  const needles = alternativesNeedles(parseRegExpLiteral(pattern).pattern.alternatives);
  return usable(needles) ? needles : null;
}

const gates = new WeakMap<RegExp, Needles>();

/**
 * `pattern.test(text)`, skipped when the text holds none of the strings every match holds. The
 * chat's rules are some 360 patterns over each message, of which about nine in ten fail this way
 * for a few substring searches: the same answers in about a third of the time. A pattern with
 * the g flag keeps its own state, so it is always run.
 */
export function matches(pattern: RegExp, text: string): boolean {
  if (pattern.global) return pattern.test(text);
  let needles = gates.get(pattern);
  if (needles === undefined) {
    needles = needlesOf(pattern);
    gates.set(pattern, needles);
  }
  if (needles !== null && !needles.some((needle) => text.includes(needle))) return false;
  return pattern.test(text);
}
