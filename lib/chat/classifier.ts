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
  /** Each known feature's row. */
  private readonly rows = new Map<string, number>();
  /**
   * Each label's log-likelihood of a feature never seen with it. A feature's weight for a label
   * is this plus the label's lift in the feature's row, and most features were seen with one or
   * two labels only, so the rows hold just those lifts: a full table of some 60,000 features by
   * every label would be mostly the same numbers.
   */
  private readonly unseen: Float64Array;
  private readonly unseenSum: number;
  /** Row r's lifts are entries `rowStart[r]` up to `rowStart[r + 1]`: a label and its lift each. */
  private readonly rowStart: Uint32Array;
  private readonly entryLabel: Uint16Array;
  private readonly entryLift: Float32Array;

  constructor(examples: ReadonlyMap<string, readonly (readonly string[])[]>) {
    this.labels = [...examples.keys()];
    const width = this.labels.length;
    // How many examples of each label hold each feature, keyed by row and label; each example
    // counts a feature once: a sentence repeating a word is not more telling.
    const counts = new Map<number, number>();
    const totals = new Float64Array(width);
    this.labels.forEach((label, index) => {
      for (const terms of examples.get(label) ?? []) {
        const features = new Set(featuresOf(terms));
        totals[index] += features.size;
        for (const feature of features) {
          let row = this.rows.get(feature);
          if (row === undefined) this.rows.set(feature, (row = this.rows.size));
          const key = row * width + index;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    });
    const vocabulary = this.rows.size;
    this.unseen = Float64Array.from(totals, (total) => Math.log(SMOOTHING / (total + SMOOTHING * vocabulary)));
    this.unseenSum = this.unseen.reduce((a, b) => a + b, 0);
    const keys = [...counts.keys()].sort((a, b) => a - b);
    this.rowStart = new Uint32Array(vocabulary + 1);
    this.entryLabel = new Uint16Array(keys.length);
    this.entryLift = new Float32Array(keys.length);
    keys.forEach((key, at) => {
      this.rowStart[Math.floor(key / width) + 1] += 1;
      this.entryLabel[at] = key % width;
      // log((count + s) / total) − log(s / total): what having seen the feature adds.
      this.entryLift[at] = Math.log(((counts.get(key) as number) + SMOOTHING) / SMOOTHING);
    });
    for (let row = 0; row < vocabulary; row += 1) this.rowStart[row + 1] += this.rowStart[row];
  }

  /** Whether any training sentence held the word. */
  knows(term: string): boolean {
    return this.rows.has(term);
  }

  /** Every label with its probability for the message, most likely first; empty when no word is known. */
  rank(terms: readonly string[]): { label: string; probability: number }[] {
    const known = this.known(terms);
    if (known.length === 0) return [];
    const scores = Array.from(this.unseen, (unseen) => unseen * known.length);
    for (const { row } of known) for (let at = this.rowStart[row]; at < this.rowStart[row + 1]; at += 1) scores[this.entryLabel[at]] += this.entryLift[at];
    const top = Math.max(...scores);
    const exp = scores.map((score) => Math.exp((score - top) / TEMPERATURE));
    const sum = exp.reduce((a, b) => a + b, 0);
    return this.labels.map((label, index) => ({ label, probability: exp[index] / sum })).sort((a, b) => b.probability - a.probability);
  }

  /** Every label with its probability, the two likeliest with the message's words that argued for them. */
  classify(terms: readonly string[]): Classification[] {
    // Only the likeliest readings are ever explained or offered.
    return this.rank(terms).map(({ label, probability }, rank) => ({ label, probability, evidence: rank < 2 ? this.explain(terms, label) : [] }));
  }

  /** The message's distinct known features, each with its row. */
  private known(terms: readonly string[]): { feature: string; row: number }[] {
    const known: { feature: string; row: number }[] = [];
    for (const feature of new Set(featuresOf(terms))) {
      const row = this.rows.get(feature);
      if (row !== undefined) known.push({ feature, row });
    }
    return known;
  }

  /** The message's features that favour the label most over the average of the others. */
  explain(terms: readonly string[], label: string): string[] {
    const index = this.labels.indexOf(label);
    const others = Math.max(this.labels.length - 1, 1);
    const lift = (row: number) => {
      let own = 0;
      let all = 0;
      for (let at = this.rowStart[row]; at < this.rowStart[row + 1]; at += 1) {
        all += this.entryLift[at];
        if (this.entryLabel[at] === index) own = this.entryLift[at];
      }
      const weight = this.unseen[index] + own;
      return weight - (this.unseenSum + all - weight) / others;
    };
    return this.known(terms)
      .map(({ feature, row }) => ({ feature, lift: lift(row) }))
      .filter(({ lift: value }) => value > 0)
      .sort((a, b) => b.lift - a.lift)
      .slice(0, 3)
      .map(({ feature }) => feature);
  }
}
