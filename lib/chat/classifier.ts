/**
 * A naive Bayes classifier over a message's stemmed content words and the pairs of them that
 * follow each other. It reads a whole sentence at once, so a long story's many ordinary words
 * weigh in together instead of one shared word deciding, and it says which words tipped it.
 */

/** One topic's probability for a message, and the message's words that argued most for it. */
export interface Classification {
  label: string;
  probability: number;
  evidence: readonly string[];
}

/** Additive smoothing: a word never seen with a topic is unlikely for it, not impossible. */
const SMOOTHING = 0.3;
/**
 * Naive Bayes multiplies word likelihoods as if independent, which makes its probabilities far
 * too sure; dividing the log-likelihoods by this tempers them into usable confidences.
 */
const TEMPERATURE = 2;

/** The features of a message's content words: each word, and each pair of neighbouring words. */
export function featuresOf(terms: readonly string[]): string[] {
  const features = [...terms];
  for (let i = 1; i < terms.length; i += 1) features.push(`${terms[i - 1]} ${terms[i]}`);
  return features;
}

export class NaiveBayes {
  private readonly labels: string[];
  /** Log-likelihood of each known feature per label, in `labels` order. */
  private readonly weights = new Map<string, Float64Array>();

  constructor(examples: ReadonlyMap<string, readonly (readonly string[])[]>) {
    this.labels = [...examples.keys()];
    const counts = new Map<string, Float64Array>();
    const totals = new Float64Array(this.labels.length);
    this.labels.forEach((label, index) => {
      for (const terms of examples.get(label) ?? []) {
        // Each example counts a feature once: a sentence repeating a word is not more telling.
        for (const feature of new Set(featuresOf(terms))) {
          let row = counts.get(feature);
          if (!row) counts.set(feature, (row = new Float64Array(this.labels.length)));
          row[index] += 1;
          totals[index] += 1;
        }
      }
    });
    const vocabulary = counts.size;
    for (const [feature, row] of counts) {
      this.weights.set(
        feature,
        row.map((count, index) => Math.log((count + SMOOTHING) / (totals[index] + SMOOTHING * vocabulary))),
      );
    }
  }

  /** Whether any training sentence held the word. */
  knows(term: string): boolean {
    return this.weights.has(term);
  }

  /**
   * Every label `among` allows with its probability for the message, as if the others had never
   * been learnt, most likely first; empty when no word is known.
   */
  classify(terms: readonly string[], among: (label: string) => boolean = () => true): Classification[] {
    const known = [...new Set(featuresOf(terms))].filter((feature) => this.weights.has(feature));
    if (known.length === 0) return [];
    const indexes = this.labels.flatMap((label, index) => (among(label) ? [index] : []));
    const scores = indexes.map((index) => known.reduce((sum, feature) => sum + (this.weights.get(feature)?.[index] ?? 0), 0) / TEMPERATURE);
    const top = Math.max(...scores);
    const exp = scores.map((score) => Math.exp(score - top));
    const sum = exp.reduce((a, b) => a + b, 0);
    const ranked = indexes.map((index, at) => ({ index, label: this.labels[index], probability: exp[at] / sum })).sort((a, b) => b.probability - a.probability);
    // Only the likeliest readings are ever explained or offered.
    return ranked.map(({ index, label, probability }, rank) => ({ label, probability, evidence: rank < 2 ? this.evidence(known, index) : [] }));
  }

  /** The message's features that favour the label most over the average of the others. */
  private evidence(known: readonly string[], index: number): string[] {
    const lift = (feature: string) => {
      const row = this.weights.get(feature) as Float64Array;
      const others = (row.reduce((a, b) => a + b, 0) - row[index]) / Math.max(row.length - 1, 1);
      return row[index] - others;
    };
    return known
      .map((feature) => ({ feature, lift: lift(feature) }))
      .filter(({ lift: value }) => value > 0)
      .sort((a, b) => b.lift - a.lift)
      .slice(0, 3)
      .map(({ feature }) => feature);
  }
}
