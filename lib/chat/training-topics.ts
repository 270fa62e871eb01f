/**
 * A topic the classifier learns, named as answers are named: a fixed intent ("hours"), a
 * practice area ("area:land"), a knowledge entry by its title ("knowledge:Fees") or "off-topic".
 * Apart from the sentences it is learnt from, which the chat's route loads only when its server
 * start has not read them already (matcher.ts).
 */
export type TrainingTopic = string;

export const OFF_TOPIC = "off-topic" as const;

/**
 * Someone held, someone in danger, a question for a lawyer's judgement: the rules decide these
 * first; the classifier learns them too, as a second reading of situations the rules did not see.
 */
export const SITUATIONS = ["urgent", "safety", "legal-question"] as const;
export type Situation = (typeof SITUATIONS)[number];
