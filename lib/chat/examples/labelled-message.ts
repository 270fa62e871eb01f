/**
 * A visitor's message with what it must be understood as: the shape of every batch here and of
 * the evaluation's test sets.
 */
export interface LabelledMessage {
  message: string;
  /** The answer's intent: a fixed one ("hours"), "area:land", "knowledge:Fees", "attorney:<name>", "urgent", "off-topic"… */
  intent: string;
  /** Other answers that are just as right, for a message that asks two things. */
  also?: string[];
  /** Active attorneys whose names the answer must show (the demo team), for a practice-area question. */
  attorneys?: string[];
}
