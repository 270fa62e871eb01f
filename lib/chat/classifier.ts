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
  /** Each known feature's row in `weights`. */
  private readonly rows = new Map<string, number>();
  /**
   * Log-likelihood of each known feature per label, a row per feature in `labels` order, in one
   * array: some 60,000 features in separate arrays cost several times their numbers in memory.
   */
  private readonly weights: Float32Array;

  constructor(examples: ReadonlyMap<string, readonly (readonly string[])[]>) {
    this.labels = [...examples.keys()];
    const width = this.labels.length;
    // Each example counts a feature once: a sentence repeating a word is not more telling.
    const featureSets = this.labels.map((label) => (examples.get(label) ?? []).map((terms) => new Set(featuresOf(terms))));
    for (const sets of featureSets)
      for (const features of sets) for (const feature of features) if (!this.rows.has(feature)) this.rows.set(feature, this.rows.size);
    this.weights = new Float32Array(this.rows.size * width);
    const totals = new Float64Array(width);
    featureSets.forEach((sets, index) => {
      for (const features of sets) {
        for (const feature of features) this.weights[(this.rows.get(feature) as number) * width + index] += 1;
        totals[index] += features.size;
      }
    });
    const vocabulary = this.rows.size;
    for (let at = 0; at < this.weights.length; at += 1) {
      const index = at % width;
      this.weights[at] = Math.log((this.weights[at] + SMOOTHING) / (totals[index] + SMOOTHING * vocabulary));
    }
  }

  private weight(feature: string, index: number): number {
    const row = this.rows.get(feature);
    return row === undefined ? 0 : this.weights[row * this.labels.length + index];
  }

  /** Whether any training sentence held the word. */
  knows(term: string): boolean {
    return this.rows.has(term);
  }

  /** Every label with its probability for the message, most likely first; empty when no word is known. */
  rank(terms: readonly string[]): { label: string; probability: number }[] {
    const known = this.known(terms);
    if (known.length === 0) return [];
    const scores = this.labels.map((_, index) => known.reduce((sum, feature) => sum + this.weight(feature, index), 0) / TEMPERATURE);
    const top = Math.max(...scores);
    const exp = scores.map((score) => Math.exp(score - top));
    const sum = exp.reduce((a, b) => a + b, 0);
    return this.labels.map((label, index) => ({ label, probability: exp[index] / sum })).sort((a, b) => b.probability - a.probability);
  }

  /** Every label with its probability, the two likeliest with the message's words that argued for them. */
  classify(terms: readonly string[]): Classification[] {
    // Only the likeliest readings are ever explained or offered.
    return this.rank(terms).map(({ label, probability }, rank) => ({ label, probability, evidence: rank < 2 ? this.explain(terms, label) : [] }));
  }

  private known(terms: readonly string[]): string[] {
    return [...new Set(featuresOf(terms))].filter((feature) => this.rows.has(feature));
  }

  /** The message's features that favour the label most over the average of the others. */
  explain(terms: readonly string[], label: string): string[] {
    const index = this.labels.indexOf(label);
    const width = this.labels.length;
    const lift = (feature: string) => {
      const start = (this.rows.get(feature) as number) * width;
      const row = this.weights.subarray(start, start + width);
      const others = (row.reduce((a, b) => a + b, 0) - row[index]) / Math.max(width - 1, 1);
      return row[index] - others;
    };
    return this.known(terms)
      .map((feature) => ({ feature, lift: lift(feature) }))
      .filter(({ lift: value }) => value > 0)
      .sort((a, b) => b.lift - a.lift)
      .slice(0, 3)
      .map(({ feature }) => feature);
  }
}
