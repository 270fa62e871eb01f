/** @jest-environment node */
import { respondToMessage } from "@/lib/chat/engine";
import { TEXTS } from "@/lib/texts";
import { useTestDatabase } from "../../helpers/database";
import { trainingSentences } from "@/lib/chat/classifier-training";
import { DEVELOPMENT_SET, SITUATIONS_SET, UNLEARNT_DEVELOPMENT_SET, type LabelledMessage } from "@/lib/chat/examples";
import { SECOND_TEST_SET } from "./second-test-set";
import { THIRD_TEST_SET } from "./third-test-set";
import { FOURTH_TEST_SET } from "./fourth-test-set";
import { FIFTH_TEST_SET } from "./fifth-test-set";
import { SIXTH_TEST_SET } from "./sixth-test-set";
import { SEVENTH_TEST_SET } from "./seventh-test-set";
import { EIGHTH_TEST_SET } from "./eighth-test-set";
import { NINTH_TEST_SET } from "./ninth-test-set";
import { TENTH_TEST_SET } from "./tenth-test-set";
import { ELEVENTH_TEST_SET } from "./eleventh-test-set";
import { TWELFTH_TEST_SET } from "./twelfth-test-set";
import { THIRTEENTH_TEST_SET } from "./thirteenth-test-set";
import { FOURTEENTH_TEST_SET } from "./fourteenth-test-set";
import { FIFTEENTH_TEST_SET } from "./fifteenth-test-set";
import { SIXTEENTH_TEST_SET } from "./sixteenth-test-set";
import { SEVENTEENTH_TEST_SET } from "./seventeenth-test-set";
import { EIGHTEENTH_TEST_SET } from "./eighteenth-test-set";
import { NINETEENTH_TEST_SET } from "./nineteenth-test-set";
import { TWENTIETH_TEST_SET } from "./twentieth-test-set";
import { TWENTY_FIRST_TEST_SET } from "./twenty-first-test-set";
import { TWENTY_SECOND_TEST_SET } from "./twenty-second-test-set";
import { TWENTY_FOURTH_TEST_SET } from "./twenty-fourth-test-set";
import { TWENTY_FIFTH_TEST_SET } from "./twenty-fifth-test-set";
import { TWENTY_SIXTH_TEST_SET } from "./twenty-sixth-test-set";
import { TWENTY_SEVENTH_TEST_SET } from "./twenty-seventh-test-set";
import { TWENTY_EIGHTH_TEST_SET } from "./twenty-eighth-test-set";
import { TWENTY_NINTH_TEST_SET } from "./twenty-ninth-test-set";
import { THIRTIETH_TEST_SET } from "./thirtieth-test-set";
import { THIRTY_FIRST_TEST_SET } from "./thirty-first-test-set";
import { THIRTY_SECOND_TEST_SET } from "./thirty-second-test-set";
import { THIRTY_THIRD_TEST_SET } from "./thirty-third-test-set";
import { THIRTY_FOURTH_TEST_SET } from "./thirty-fourth-test-set";
import { THIRTY_FIFTH_TEST_SET } from "./thirty-fifth-test-set";
import { THIRTY_SIXTH_TEST_SET } from "./thirty-sixth-test-set";
import { THIRTY_SEVENTH_TEST_SET } from "./thirty-seventh-test-set";
import { THIRTY_EIGHTH_TEST_SET } from "./thirty-eighth-test-set";
import { THIRTY_NINTH_TEST_SET } from "./thirty-ninth-test-set";
import { FORTIETH_TEST_SET } from "./fortieth-test-set";
import { FORTY_FIRST_TEST_SET } from "./forty-first-test-set";
import { FORTY_SECOND_TEST_SET } from "./forty-second-test-set";
import { FORTY_THIRD_TEST_SET } from "./forty-third-test-set";
import { FORTY_FOURTH_TEST_SET } from "./forty-fourth-test-set";
import { TWENTY_THIRD_TEST_SET } from "./twenty-third-test-set";
import { FORTY_FIFTH_TEST_SET } from "./forty-fifth-test-set";
import { FORTY_EIGHTH_TEST_SET } from "./forty-eighth-test-set";
import { FORTY_SIXTH_TEST_SET } from "./forty-sixth-test-set";
import { FORTY_SEVENTH_TEST_SET } from "./forty-seventh-test-set";
import { FORTY_NINTH_TEST_SET } from "./forty-ninth-test-set";
import { FIFTY_FIRST_TEST_SET } from "./fifty-first-test-set";
import { FIFTY_SECOND_TEST_SET } from "./fifty-second-test-set";
import { FIFTIETH_TEST_SET } from "./fiftieth-test-set";
import { FIFTY_FOURTH_TEST_SET } from "./fifty-fourth-test-set";
import { FIFTY_SIXTH_TEST_SET } from "./fifty-sixth-test-set";
import { FIFTY_THIRD_TEST_SET } from "./fifty-third-test-set";
import { FIFTY_SEVENTH_TEST_SET } from "./fifty-seventh-test-set";
import { FIFTY_FIFTH_TEST_SET } from "./fifty-fifth-test-set";
import { FIFTY_NINTH_TEST_SET } from "./fifty-ninth-test-set";
import { FIFTY_EIGHTH_TEST_SET } from "./fifty-eighth-test-set";
import { SIXTIETH_TEST_SET } from "./sixtieth-test-set";
import { SIXTY_FIRST_TEST_SET } from "./sixty-first-test-set";
import { SIXTY_SECOND_TEST_SET } from "./sixty-second-test-set";
import { SIXTY_THIRD_TEST_SET } from "./sixty-third-test-set";
import { SIXTY_FOURTH_TEST_SET } from "./sixty-fourth-test-set";
import { SIXTY_FIFTH_TEST_SET } from "./sixty-fifth-test-set";
import { SIXTY_SIXTH_TEST_SET } from "./sixty-sixth-test-set";
import { SIXTY_NINTH_TEST_SET } from "./sixty-ninth-test-set";
import { SEVENTIETH_TEST_SET } from "./seventieth-test-set";
import { SIXTY_EIGHTH_TEST_SET } from "./sixty-eighth-test-set";
import { SIXTY_SEVENTH_TEST_SET } from "./sixty-seventh-test-set";
import { SEVENTY_SECOND_TEST_SET } from "./seventy-second-test-set";
import { SEVENTY_THIRD_TEST_SET } from "./seventy-third-test-set";
import { SEVENTY_FOURTH_TEST_SET } from "./seventy-fourth-test-set";
import { SEVENTY_FIFTH_TEST_SET } from "./seventy-fifth-test-set";
import { SEVENTY_SIXTH_TEST_SET } from "./seventy-sixth-test-set";
import { SEVENTY_FIRST_TEST_SET } from "./seventy-first-test-set";
import { SEVENTY_SEVENTH_TEST_SET } from "./seventy-seventh-test-set";
import { SEVENTY_NINTH_TEST_SET } from "./seventy-ninth-test-set";
import { EIGHTIETH_TEST_SET } from "./eightieth-test-set";
import { SEVENTY_EIGHTH_TEST_SET } from "./seventy-eighth-test-set";
import { EIGHTY_FIRST_TEST_SET } from "./eighty-first-test-set";
import { EIGHTY_SECOND_TEST_SET } from "./eighty-second-test-set";
import { EIGHTY_THIRD_TEST_SET } from "./eighty-third-test-set";
import { EIGHTY_FOURTH_TEST_SET } from "./eighty-fourth-test-set";
import { EIGHTY_FIFTH_TEST_SET } from "./eighty-fifth-test-set";
import { EIGHTY_SIXTH_TEST_SET } from "./eighty-sixth-test-set";
import { EIGHTY_SEVENTH_TEST_SET } from "./eighty-seventh-test-set";
import { EIGHTY_EIGHTH_TEST_SET } from "./eighty-eighth-test-set";
import { EIGHTY_NINTH_TEST_SET } from "./eighty-ninth-test-set";
import { NINETIETH_TEST_SET } from "./ninetieth-test-set";
import { NINETY_FIRST_TEST_SET } from "./ninety-first-test-set";
import { NINETY_SECOND_TEST_SET } from "./ninety-second-test-set";
import { NINETY_THIRD_TEST_SET } from "./ninety-third-test-set";
import { NINETY_FOURTH_TEST_SET } from "./ninety-fourth-test-set";
import { NINETY_FIFTH_TEST_SET } from "./ninety-fifth-test-set";
import { NINETY_SIXTH_TEST_SET } from "./ninety-sixth-test-set";
import { NINETY_SEVENTH_TEST_SET } from "./ninety-seventh-test-set";
import { NINETY_EIGHTH_TEST_SET } from "./ninety-eighth-test-set";
import { NINETY_NINTH_TEST_SET } from "./ninety-ninth-test-set";
import { HUNDREDTH_TEST_SET } from "./hundredth-test-set";
import { HUNDRED_AND_FIRST_TEST_SET } from "./hundred-and-first-test-set";
import { HUNDRED_AND_SECOND_TEST_SET } from "./hundred-and-second-test-set";
import { HUNDRED_AND_THIRD_TEST_SET } from "./hundred-and-third-test-set";
import { HUNDRED_AND_FOURTH_TEST_SET } from "./hundred-and-fourth-test-set";
import { HUNDRED_AND_FIFTH_TEST_SET } from "./hundred-and-fifth-test-set";
import { HUNDRED_AND_SIXTH_TEST_SET } from "./hundred-and-sixth-test-set";
import { TEST_SET } from "./test-set";

useTestDatabase({ demoContent: true });

const INACTIVE = ["Augustine Cole", "Mariama Kanu"];
/**
 * The floors this suite enforces. The goal on each test set is 95% right, at most 1% of answers
 * confidently wrong and every detention caught; the chat is not there yet on most of them (README:
 * the first 97.7%, 1.2%; the second 97.5%, 2.5%; the third 97.2%, 1.7%; the fourth 92.3%, 6.0%; the
 * fifth 93.8%, 4.8%; the sixth 92.0%, 7.0%; the seventh 94.5%, 4.5%; the eighth 94.5%, 4.0%, one
 * detention missed; the ninth 95.8%, 3.8%; the tenth 92.3%, 6.0%; the eleventh 98.5%, 0.5%; the
 * twelfth 96.3%, 3.0%; the thirteenth 96.8%, 2.5%; the fourteenth 96.5%, 2.5%; the fifteenth 97.3%,
 * 2.3%; the sixteenth 95.8%, 3.0%; the seventeenth 94.0%, 4.5%, one missed; the eighteenth 91.5%,
 * 6.0%; the nineteenth 95.0%, 4.3%, one missed; the twentieth 95.3%, 3.5%; the twenty-first 93.5%,
 * 5.5%, one missed; the twenty-second 93.8%, 4.5%, one missed; the twenty-third 91.8%, 5.5%,
 * one missed; the twenty-fourth 94.8%, 4.3%; the twenty-fifth 93.3%, 5.8%; the twenty-sixth
 * 94.3%, 4.3%; the twenty-seventh 94.5%, 3.8%; the twenty-eighth 91.0%, 5.8%; the twenty-ninth
 * 91.5%, 7.0%; the thirtieth 92.3%, 5.0%; the thirty-first 92.8%, 5.8%; the thirty-second 94.8%, 4.8%;
 * the thirty-third 94.5%, 4.8%; the thirty-fourth 92.0%, 5.8%, one missed; the thirty-fifth 95.8%, 3.5%; the thirty-sixth 94.0%, 5.0%, one missed; the thirty-seventh 95.0%, 3.5%; the thirty-eighth 94.0%, 4.8%, one missed; the thirty-ninth 94.0%, 5.0%, one missed; the fortieth 95.3%, 4.3%; the forty-first 95.0%, 4.3%, one missed; the forty-second 95.8%, 2.5%, one missed; the forty-third 93.0%, 5.8%; the forty-fourth 93.8%, 4.8%, one missed; the forty-fifth 93.8%, 4.5%, six missed; the forty-eighth 97.3%, 2.0%; the forty-sixth 94.5%, 3.0%; the forty-seventh 94.3%, 3.8%, one missed; the forty-ninth 92.3%, 6.0%; the fifty-first 95.0%, 4.8%; the fifty-second 95.5%, 3.3%; the fiftieth 94.3%, 5.5%, three missed; the fifty-fourth 94.5%, 5.0%; the fifty-sixth 95.8%, 2.8%; the fifty-third 94.3%, 4.8%, two missed; the fifty-seventh 94.3%, 4.3%; the fifty-fifth 96.3%, 3.0%, two missed; the fifty-ninth 94.0%, 4.8%; the fifty-eighth 93.5%, 5.5%, one missed; the sixtieth 94.5%, 4.3%; the sixty-first 96.5%, 2.8%; the sixty-second 92.8%, 4.5%; the sixty-third 93.5%, 5.3%, one missed; the sixty-fourth 92.5%, 5.3%; the sixty-fifth 96.3%, 3.0%; the sixty-sixth 93.3%, 6.0%; the sixty-ninth 95.8%, 3.3%; the seventieth 95.8%, 2.5%; the sixty-eighth 94.8%, 4.3%; the sixty-seventh 91.8%, 7.0%, one missed; the seventy-second 97.0%, 2.3%; the seventy-third 96.5%, 3.3%; the seventy-fourth 95.0%, 2.8%, one missed; the seventy-fifth 88.5%, 10.3%, four missed; the seventy-sixth 96.8%, 3.0%, one missed; the seventy-first 89.0%, 10.3%, one missed; the seventy-seventh 96.5%, 3.0%; the seventy-ninth 96.3%, 3.0%, one missed; the eightieth 94.3%, 5.3%; the seventy-eighth 93.8%, 4.8%; the eighty-first 96.8%, 2.8%, one missed, on the code before the round, and 96.3%, 3.3% on the code it arrived at, where its floors stand; the eighty-second 93.0%, 5.8%, one missed; the eighty-third 90.8%, 8.0%; the eighty-fourth 93.8%, 5.3%, one missed; the eighty-fifth 95.5%, 3.8%; the eighty-sixth 93.0%, 5.0%; the eighty-seventh 93.8%, 5.5%; the eighty-eighth 94.0%, 4.0%, two missed; the eighty-ninth 90.0%, 7.5%, one missed; the ninetieth 93.0%, 6.3% on the code before the round, and 92.8%, 6.8% on the code it arrived at, where its floors stand; the ninety-first 97.8%, 2.0% on the code before the round, and 98.0%, 1.5% with the last round's batches learnt, where its floors stand; the ninety-second 94.8%, 4.5%, on both; the ninety-third 95.5%, 3.5%, and 95.3%, 3.8% learnt; the ninety-fourth 94.3%, 3.5%, and 94.3%, 3.0% learnt; the ninety-fifth 94.5%, 4.3%, two missed, and 95.0%, 4.0%, two missed, learnt; the ninety-sixth 94.8%, 4.8%, and 94.5%, 5.0% learnt; the ninety-seventh 92.8%, 6.0%, one missed, on both; the ninety-eighth 93.8%, 4.5%, on both),
 * so these floors hold what it reaches against any regression and are raised as it improves.
 */
/*
 * In the twenty-fourth round the classifier learnt the earlier rounds' development batches: 198 more answers right over all
 * sixty-six test sets and 152 fewer confidently wrong, but one to three fewer right, or one or two more confidently wrong, in
 * the eleventh, sixteenth, fifty-first, sixty-first, sixty-third, sixth, tenth, first, forty-sixth, thirty-eighth and
 * twenty-second sets, whose floors were lowered to their new figures. In the twenty-fifth the classifier learnt the twenty-fourth
 * round's fourteen batches: 27 more answers right over the seventy test sets and 26 fewer confidently wrong, but one to three fewer
 * right, or one to three more confidently wrong, in the third, fourth, ninth, eleventh, fifteenth, eighteenth, twenty-first,
 * twenty-third, twenty-fourth, twenty-fifth, twenty-seventh, thirty-first, forty-first, forty-second, forty-fifth, forty-sixth,
 * forty-eighth, forty-ninth, fiftieth, fifty-second, fifty-fifth, fifty-eighth and sixty-fifth sets, whose floors were lowered
 * to their new figures. In the twenty-sixth the classifier learnt the twenty-fifth round's thirteen batches: 14 more answers
 * right over the eighty-two test sets but also 14 more confidently wrong (seven more right and sixteen more confidently wrong
 * over the seventy older sets), with one to four fewer right, or one to four more confidently wrong, in the situations set and
 * the first, fourth, fifth, sixth, eighth, twelfth, thirteenth, fourteenth, sixteenth, seventeenth, eighteenth, nineteenth,
 * twenty-third, twenty-seventh, twenty-ninth, thirtieth, thirty-fifth, thirty-sixth, thirty-seventh, forty-second, forty-fourth,
 * forty-fifth, forty-sixth, fifty-fifth, fifty-sixth, fifty-seventh, sixty-sixth, seventy-first, seventy-second and
 * eighty-second sets, whose floors were lowered to their new figures. The same round's rules (README, "The twenty-sixth round")
 * gained 36 answers over the ninety test sets with 24 fewer confidently wrong, but one fewer right or one more confidently
 * wrong in the seventh, eighth, seventeenth, twenty-ninth and eightieth sets, whose floors were lowered to their new figures.
 * In the twenty-seventh the classifier learnt the twenty-sixth round's eleven batches: 57 more answers right over the ninety
 * test sets and 41 fewer confidently wrong, but one or two fewer right, or one or two more confidently wrong, in the first,
 * ninth, twelfth, twentieth, twenty-first, twenty-third, twenty-fifth, twenty-eighth, thirtieth, thirty-ninth, forty-first,
 * fifty-seventh, sixtieth, seventy-first, seventy-third and seventy-eighth sets, whose floors were lowered to their new figures.
 * The same round's rules (README, "The twenty-seventh round") gained 50 answers over the ninety-eight test sets with 48 fewer
 * confidently wrong, losing one in the forty-fourth; the floors of the sets they improved were raised to one message below their
 * new figures, which leaves room for the one answer in some sets that depends on the time of day ("Good day.").
 * In the twenty-eighth the classifier learnt the twenty-seventh round's eight batches: 14 more answers right over the
 * ninety-eight test sets and 4 fewer confidently wrong, but one to three fewer right, or one to three more confidently wrong,
 * in the first, fifth, sixth, twenty-first, twenty-third, twenty-sixth, fortieth, forty-seventh, fifty-second, fifty-seventh,
 * eighty-third and ninety-fifth sets, whose floors were lowered to their new figures. The same round's rules (README, "The
 * twenty-eighth round") gained 33 answers over the hundred and six test sets with 26 fewer confidently wrong, losing one in the
 * sixth; the floors of the sets that improved were raised to one message below their new figures.
 */
const REQUIRED_ACCURACY = {
  // Lowered with the earlier rounds' batches learnt (the twenty-fourth and twenty-fifth rounds).
  development: 0.985,
  // Since the twenty-fourth round the unlearnt set holds only the round's own batches (README, "The twenty-fourth round").
  "unlearnt development": 0.975,
  situations: 0.981,
  test: 0.97,
  "second test": 0.98,
  "third test": 0.977,
  "fourth test": 0.929,
  "fifth test": 0.959,
  // The twenty-eighth round's reading of "hello?? anybody" as not yet saying what it wants, as most sets label it, costs one here.
  "sixth test": 0.922,
  "seventh test": 0.957,
  "eighth test": 0.957,
  "ninth test": 0.972,
  "tenth test": 0.939,
  "eleventh test": 0.979,
  "twelfth test": 0.969,
  "thirteenth test": 0.974,
  "fourteenth test": 0.977,
  "fifteenth test": 0.979,
  "sixteenth test": 0.972,
  "seventeenth test": 0.942,
  "eighteenth test": 0.929,
  "nineteenth test": 0.962,
  "twentieth test": 0.962,
  "twenty-first test": 0.954,
  "twenty-second test": 0.957,
  "twenty-third test": 0.932,
  "twenty-fourth test": 0.959,
  "twenty-fifth test": 0.939,
  "twenty-sixth test": 0.977,
  "twenty-seventh test": 0.962,
  "twenty-eighth test": 0.947,
  "twenty-ninth test": 0.949,
  "thirtieth test": 0.954,
  "thirty-first test": 0.957,
  "thirty-second test": 0.964,
  "thirty-third test": 0.972,
  "thirty-fourth test": 0.957,
  "thirty-fifth test": 0.972,
  "thirty-sixth test": 0.964,
  "thirty-seventh test": 0.959,
  "thirty-eighth test": 0.952,
  "thirty-ninth test": 0.977,
  "fortieth test": 0.969,
  "forty-first test": 0.969,
  "forty-second test": 0.972,
  "forty-third test": 0.962,
  "forty-fourth test": 0.947,
  "forty-fifth test": 0.964,
  "forty-eighth test": 0.989,
  "forty-sixth test": 0.962,
  "forty-seventh test": 0.967,
  "forty-ninth test": 0.969,
  "fifty-first test": 0.959,
  "fifty-second test": 0.969,
  "fiftieth test": 0.954,
  "fifty-fourth test": 0.972,
  "fifty-sixth test": 0.977,
  "fifty-third test": 0.969,
  "fifty-seventh test": 0.952,
  "fifty-fifth test": 0.974,
  "fifty-ninth test": 0.964,
  "fifty-eighth test": 0.954,
  "sixtieth test": 0.969,
  "sixty-first test": 0.972,
  "sixty-second test": 0.954,
  "sixty-third test": 0.954,
  "sixty-fourth test": 0.959,
  "sixty-fifth test": 0.974,
  "sixty-sixth test": 0.944,
  "sixty-ninth test": 0.974,
  "seventieth test": 0.969,
  "sixty-eighth test": 0.962,
  "sixty-seventh test": 0.929,
  "seventy-second test": 0.974,
  "seventy-third test": 0.972,
  "seventy-fourth test": 0.962,
  "seventy-fifth test": 0.887,
  "seventy-sixth test": 0.974,
  "seventy-first test": 0.892,
  "seventy-seventh test": 0.969,
  "seventy-ninth test": 0.972,
  "eightieth test": 0.944,
  "seventy-eighth test": 0.949,
  "eighty-first test": 0.969,
  "eighty-second test": 0.939,
  "eighty-third test": 0.914,
  "eighty-fourth test": 0.952,
  "eighty-fifth test": 0.967,
  "eighty-sixth test": 0.942,
  "eighty-seventh test": 0.954,
  "eighty-eighth test": 0.964,
  "eighty-ninth test": 0.914,
  "ninetieth test": 0.939,
  "ninety-first test": 0.982,
  "ninety-second test": 0.964,
  "ninety-third test": 0.962,
  "ninety-fourth test": 0.957,
  "ninety-fifth test": 0.954,
  "ninety-sixth test": 0.954,
  "ninety-seventh test": 0.937,
  "ninety-eighth test": 0.949,
  "ninety-ninth test": 0.952,
  "hundredth test": 0.979,
  "hundred-and-first test": 0.937,
  "hundred-and-second test": 0.964,
  "hundred-and-third test": 0.957,
  "hundred-and-fourth test": 0.952,
  "hundred-and-fifth test": 0.949,
  "hundred-and-sixth test": 0.957,
} as const;
/** Share of a set that may get a confident answer about the wrong thing. */
const MAX_CONFIDENTLY_WRONG = {
  // Raised with the earlier rounds' batches learnt (the twenty-fourth round).
  development: 0.012,
  // Since the twenty-fourth round, the round's own batches only.
  "unlearnt development": 0.021,
  situations: 0.019,
  test: 0.018,
  "second test": 0.017,
  "third test": 0.017,
  "fourth test": 0.053,
  "fifth test": 0.03,
  "sixth test": 0.065,
  "seventh test": 0.035,
  "eighth test": 0.035,
  "ninth test": 0.025,
  "tenth test": 0.048,
  "eleventh test": 0.01,
  "twelfth test": 0.02,
  "thirteenth test": 0.02,
  "fourteenth test": 0.018,
  "fifteenth test": 0.015,
  "sixteenth test": 0.025,
  "seventeenth test": 0.043,
  "eighteenth test": 0.045,
  "nineteenth test": 0.03,
  "twentieth test": 0.028,
  "twenty-first test": 0.033,
  "twenty-second test": 0.033,
  "twenty-third test": 0.043,
  "twenty-fourth test": 0.035,
  "twenty-fifth test": 0.053,
  "twenty-sixth test": 0.013,
  "twenty-seventh test": 0.023,
  "twenty-eighth test": 0.04,
  "twenty-ninth test": 0.043,
  "thirtieth test": 0.035,
  "thirty-first test": 0.03,
  "thirty-second test": 0.03,
  "thirty-third test": 0.018,
  "thirty-fourth test": 0.023,
  "thirty-fifth test": 0.025,
  "thirty-sixth test": 0.03,
  "thirty-seventh test": 0.025,
  "thirty-eighth test": 0.045,
  "thirty-ninth test": 0.02,
  "fortieth test": 0.03,
  "forty-first test": 0.023,
  "forty-second test": 0.02,
  "forty-third test": 0.033,
  "forty-fourth test": 0.043,
  "forty-fifth test": 0.023,
  "forty-eighth test": 0.008,
  "forty-sixth test": 0.03,
  "forty-seventh test": 0.02,
  "forty-ninth test": 0.02,
  "fifty-first test": 0.035,
  "fifty-second test": 0.028,
  "fiftieth test": 0.043,
  "fifty-fourth test": 0.025,
  "fifty-sixth test": 0.018,
  "fifty-third test": 0.03,
  "fifty-seventh test": 0.04,
  "fifty-fifth test": 0.02,
  "fifty-ninth test": 0.03,
  "fifty-eighth test": 0.038,
  "sixtieth test": 0.023,
  "sixty-first test": 0.02,
  "sixty-second test": 0.033,
  "sixty-third test": 0.038,
  "sixty-fourth test": 0.033,
  "sixty-fifth test": 0.023,
  "sixty-sixth test": 0.05,
  "sixty-ninth test": 0.023,
  "seventieth test": 0.015,
  "sixty-eighth test": 0.028,
  "sixty-seventh test": 0.06,
  "seventy-second test": 0.023,
  "seventy-third test": 0.028,
  "seventy-fourth test": 0.023,
  "seventy-fifth test": 0.1,
  "seventy-sixth test": 0.023,
  "seventy-first test": 0.103,
  "seventy-seventh test": 0.028,
  "seventy-ninth test": 0.023,
  "eightieth test": 0.045,
  "seventy-eighth test": 0.038,
  "eighty-first test": 0.028,
  "eighty-second test": 0.055,
  "eighty-third test": 0.08,
  "eighty-fourth test": 0.043,
  "eighty-fifth test": 0.028,
  "eighty-sixth test": 0.04,
  "eighty-seventh test": 0.045,
  "eighty-eighth test": 0.025,
  "eighty-ninth test": 0.068,
  "ninetieth test": 0.055,
  "ninety-first test": 0.013,
  "ninety-second test": 0.03,
  "ninety-third test": 0.033,
  "ninety-fourth test": 0.02,
  "ninety-fifth test": 0.04,
  "ninety-sixth test": 0.04,
  "ninety-seventh test": 0.053,
  "ninety-eighth test": 0.035,
  "ninety-ninth test": 0.038,
  "hundredth test": 0.015,
  "hundred-and-first test": 0.045,
  "hundred-and-second test": 0.03,
  "hundred-and-third test": 0.035,
  "hundred-and-fourth test": 0.038,
  "hundred-and-fifth test": 0.04,
  "hundred-and-sixth test": 0.033,
} as const;
/** Detentions a set may miss: none is the goal; a floor stands only where the chat still misses some. */
const MAX_MISSED_URGENT: Readonly<Record<keyof typeof REQUIRED_ACCURACY, number>> = {
  // The earlier rounds' batches, with their eighteen missed detentions, are learnt since the twenty-fourth round. Four are shop
  // workers held in a back room by the shop's security, which the supermarkets' batch labels urgent and other writers label a
  // danger (a hold by a private party): the rules keep reading such holds as a danger. The twenty-seventh round's batches,
  // learnt since the twenty-eighth, bring their two.
  development: 20,
  "unlearnt development": 0,
  situations: 0,
  test: 0,
  "second test": 0,
  "third test": 0,
  "fourth test": 0,
  "fifth test": 0,
  "sixth test": 0,
  "seventh test": 0,
  "eighth test": 1,
  "ninth test": 0,
  "tenth test": 0,
  "eleventh test": 0,
  "twelfth test": 0,
  "thirteenth test": 0,
  "fourteenth test": 0,
  "fifteenth test": 0,
  "sixteenth test": 0,
  "seventeenth test": 1,
  "eighteenth test": 0,
  "nineteenth test": 1,
  "twentieth test": 0,
  "twenty-first test": 1,
  "twenty-second test": 1,
  "twenty-third test": 1,
  "twenty-fourth test": 0,
  "twenty-fifth test": 0,
  "twenty-sixth test": 0,
  "twenty-seventh test": 0,
  "twenty-eighth test": 0,
  "twenty-ninth test": 0,
  "thirtieth test": 0,
  "thirty-first test": 0,
  "thirty-second test": 0,
  "thirty-third test": 0,
  "thirty-fourth test": 1,
  "thirty-fifth test": 0,
  "thirty-sixth test": 1,
  "thirty-seventh test": 0,
  "thirty-eighth test": 1,
  "thirty-ninth test": 1,
  "fortieth test": 0,
  "forty-first test": 0,
  "forty-second test": 1,
  "forty-third test": 0,
  "forty-fourth test": 1,
  "forty-fifth test": 1,
  "forty-eighth test": 0,
  "forty-sixth test": 0,
  "forty-seventh test": 0,
  "forty-ninth test": 0,
  "fifty-first test": 0,
  "fifty-second test": 0,
  "fiftieth test": 3,
  "fifty-fourth test": 0,
  "fifty-sixth test": 0,
  "fifty-third test": 1,
  "fifty-seventh test": 0,
  "fifty-fifth test": 0,
  "fifty-ninth test": 0,
  "fifty-eighth test": 1,
  "sixtieth test": 0,
  "sixty-first test": 0,
  "sixty-second test": 0,
  "sixty-third test": 1,
  "sixty-fourth test": 0,
  "sixty-fifth test": 0,
  "sixty-sixth test": 0,
  "sixty-ninth test": 0,
  "seventieth test": 0,
  "sixty-eighth test": 0,
  "sixty-seventh test": 0,
  "seventy-second test": 0,
  "seventy-third test": 0,
  "seventy-fourth test": 1,
  "seventy-fifth test": 4,
  "seventy-sixth test": 1,
  "seventy-first test": 1,
  "seventy-seventh test": 0,
  "seventy-ninth test": 1,
  "eightieth test": 0,
  "seventy-eighth test": 0,
  "eighty-first test": 1,
  "eighty-second test": 1,
  "eighty-third test": 0,
  "eighty-fourth test": 1,
  "eighty-fifth test": 0,
  "eighty-sixth test": 0,
  "eighty-seventh test": 0,
  "eighty-eighth test": 1,
  "eighty-ninth test": 1,
  "ninetieth test": 0,
  "ninety-first test": 0,
  "ninety-second test": 0,
  "ninety-third test": 0,
  "ninety-fourth test": 0,
  "ninety-fifth test": 2,
  "ninety-sixth test": 0,
  "ninety-seventh test": 1,
  "ninety-eighth test": 0,
  "ninety-ninth test": 0,
  "hundredth test": 0,
  "hundred-and-first test": 0,
  "hundred-and-second test": 0,
  "hundred-and-third test": 2,
  "hundred-and-fourth test": 0,
  "hundred-and-fifth test": 1,
  "hundred-and-sixth test": 0,
};
/** Each message goes through the whole chat, its rate limit and stored state included: 4,000 take seconds, more on a busy machine. */
const EVALUATION_TIMEOUT_MS = 180_000;
/** The honest "I'm not sure" answer: wrong when another was expected, but never misleading. */
const UNSURE = "unknown";
/**
 * "A false alarm on a calm question about criminal law is acceptable; a miss is not": the urgent
 * answer (the phone number and the criminal defence lawyers) where the criminal-law overview was
 * expected is counted apart, as a false alarm, neither right nor confidently wrong.
 */
function isFalseAlarm(example: LabelledMessage, intent: string): boolean {
  return intent === "urgent" && [example.intent, ...(example.also ?? [])].includes("area:criminal");
}

function categoryOf(intent: string): string {
  if (intent.startsWith("area:")) return "practice area";
  if (intent.startsWith("attorney:")) return "lawyer by name";
  if (intent.startsWith("knowledge:")) return "knowledge entry";
  if (["greeting", "thanks", "goodbye"].includes(intent)) return "small talk";
  if (["contact", "phone", "email", "address"].includes(intent)) return "contact";
  return intent;
}

interface Outcome {
  accuracy: number;
  confidentlyWrong: string[];
  falseAlarms: string[];
  missedUrgent: string[];
  neverInactive: string[];
  missingNote: string[];
  report: string;
}

async function evaluate(name: string, set: readonly LabelledMessage[]): Promise<Outcome> {
  const categories = new Map<string, { right: number; total: number }>();
  const misses: string[] = [];
  const confidentlyWrong: string[] = [];
  const falseAlarms: string[] = [];
  const missedUrgent: string[] = [];
  const neverInactive: string[] = [];
  const missingNote: string[] = [];
  const unlearnt = { right: 0, total: 0 };
  for (const example of set) {
    const reply = await respondToMessage({ message: example.message });
    const missingNames = (example.attorneys ?? []).filter((person) => !reply.response.includes(person));
    const right = (reply.intent === example.intent || (example.also ?? []).includes(reply.intent)) && missingNames.length === 0;
    if (!LEARNT.has(folded(example.message))) {
      unlearnt.total += 1;
      if (right) unlearnt.right += 1;
    }
    const category = categoryOf(example.intent);
    const tally = categories.get(category) ?? { right: 0, total: 0 };
    categories.set(category, { right: tally.right + (right ? 1 : 0), total: tally.total + 1 });
    if (!right) {
      const line = `${JSON.stringify(example.message)}: expected ${example.intent}, got ${reply.intent}${missingNames.length ? `, missing ${missingNames.join(", ")}` : ""}`;
      misses.push(line);
      if (isFalseAlarm(example, reply.intent)) falseAlarms.push(line);
      else if (reply.intent !== UNSURE) confidentlyWrong.push(line);
    }
    if (example.intent === "urgent" && reply.intent !== "urgent") missedUrgent.push(example.message);
    if (INACTIVE.some((person) => reply.response.includes(person))) neverInactive.push(example.message);
    const legal = /^(area:|legal-question|urgent)/.test(reply.intent);
    if (legal && !reply.response.endsWith(TEXTS.notLegalAdvice)) missingNote.push(example.message);
  }
  const accuracy = 1 - misses.length / set.length;
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
  const report = [
    `Chat evaluation, ${name} set: ${set.length - misses.length}/${set.length} = ${percent(set.length - misses.length, set.length)}; confidently wrong ${confidentlyWrong.length} (${percent(confidentlyWrong.length, set.length)}); false alarms ${falseAlarms.length} (${percent(falseAlarms.length, set.length)}); not learnt word for word ${unlearnt.total ? `${unlearnt.right}/${unlearnt.total} = ${percent(unlearnt.right, unlearnt.total)}` : "none"}`,
    ...[...categories.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, { right, total }]) => `  ${category.padEnd(16)} ${right}/${total}`),
    ...misses.map((miss) => `  ${confidentlyWrong.includes(miss) ? "WRONG" : falseAlarms.includes(miss) ? "false alarm" : "unsure"} ${miss}`),
  ].join("\n");
  return { accuracy, confidentlyWrong, falseAlarms, missedUrgent, neverInactive, missingNote, report };
}

/**
 * The sentences the classifier learns from, folded as the reading folds case and spaces: a test
 * message among them word for word ("hi", "email pls", written by two authors alike) is reported
 * apart, so each test set's figure on messages the chat never saw in any form is printed too.
 */
const LEARNT = new Set([...trainingSentences().values()].flat().map(folded));

function folded(message: string): string {
  return message.toLowerCase().replace(/\s+/g, " ").trim();
}

/** 0.029 as "2.9%", without the float's stray digits. */
const asPercent = (share: number) => `${Number((share * 100).toFixed(1))}%`;

describe.each([
  ["development", DEVELOPMENT_SET],
  ["unlearnt development", UNLEARNT_DEVELOPMENT_SET],
  ["situations", SITUATIONS_SET],
  ["test", TEST_SET],
  ["second test", SECOND_TEST_SET],
  ["third test", THIRD_TEST_SET],
  ["fourth test", FOURTH_TEST_SET],
  ["fifth test", FIFTH_TEST_SET],
  ["sixth test", SIXTH_TEST_SET],
  ["seventh test", SEVENTH_TEST_SET],
  ["eighth test", EIGHTH_TEST_SET],
  ["ninth test", NINTH_TEST_SET],
  ["tenth test", TENTH_TEST_SET],
  ["eleventh test", ELEVENTH_TEST_SET],
  ["twelfth test", TWELFTH_TEST_SET],
  ["thirteenth test", THIRTEENTH_TEST_SET],
  ["fourteenth test", FOURTEENTH_TEST_SET],
  ["fifteenth test", FIFTEENTH_TEST_SET],
  ["sixteenth test", SIXTEENTH_TEST_SET],
  ["seventeenth test", SEVENTEENTH_TEST_SET],
  ["eighteenth test", EIGHTEENTH_TEST_SET],
  ["nineteenth test", NINETEENTH_TEST_SET],
  ["twentieth test", TWENTIETH_TEST_SET],
  ["twenty-first test", TWENTY_FIRST_TEST_SET],
  ["twenty-second test", TWENTY_SECOND_TEST_SET],
  ["twenty-third test", TWENTY_THIRD_TEST_SET],
  ["twenty-fourth test", TWENTY_FOURTH_TEST_SET],
  ["twenty-fifth test", TWENTY_FIFTH_TEST_SET],
  ["twenty-sixth test", TWENTY_SIXTH_TEST_SET],
  ["twenty-seventh test", TWENTY_SEVENTH_TEST_SET],
  ["twenty-eighth test", TWENTY_EIGHTH_TEST_SET],
  ["twenty-ninth test", TWENTY_NINTH_TEST_SET],
  ["thirtieth test", THIRTIETH_TEST_SET],
  ["thirty-first test", THIRTY_FIRST_TEST_SET],
  ["thirty-second test", THIRTY_SECOND_TEST_SET],
  ["thirty-third test", THIRTY_THIRD_TEST_SET],
  ["thirty-fourth test", THIRTY_FOURTH_TEST_SET],
  ["thirty-fifth test", THIRTY_FIFTH_TEST_SET],
  ["thirty-sixth test", THIRTY_SIXTH_TEST_SET],
  ["thirty-seventh test", THIRTY_SEVENTH_TEST_SET],
  ["thirty-eighth test", THIRTY_EIGHTH_TEST_SET],
  ["thirty-ninth test", THIRTY_NINTH_TEST_SET],
  ["fortieth test", FORTIETH_TEST_SET],
  ["forty-first test", FORTY_FIRST_TEST_SET],
  ["forty-second test", FORTY_SECOND_TEST_SET],
  ["forty-third test", FORTY_THIRD_TEST_SET],
  ["forty-fourth test", FORTY_FOURTH_TEST_SET],
  ["forty-fifth test", FORTY_FIFTH_TEST_SET],
  ["forty-eighth test", FORTY_EIGHTH_TEST_SET],
  ["forty-sixth test", FORTY_SIXTH_TEST_SET],
  ["forty-seventh test", FORTY_SEVENTH_TEST_SET],
  ["forty-ninth test", FORTY_NINTH_TEST_SET],
  ["fifty-first test", FIFTY_FIRST_TEST_SET],
  ["fifty-second test", FIFTY_SECOND_TEST_SET],
  ["fiftieth test", FIFTIETH_TEST_SET],
  ["fifty-fourth test", FIFTY_FOURTH_TEST_SET],
  ["fifty-sixth test", FIFTY_SIXTH_TEST_SET],
  ["fifty-third test", FIFTY_THIRD_TEST_SET],
  ["fifty-seventh test", FIFTY_SEVENTH_TEST_SET],
  ["fifty-fifth test", FIFTY_FIFTH_TEST_SET],
  ["fifty-ninth test", FIFTY_NINTH_TEST_SET],
  ["fifty-eighth test", FIFTY_EIGHTH_TEST_SET],
  ["sixtieth test", SIXTIETH_TEST_SET],
  ["sixty-first test", SIXTY_FIRST_TEST_SET],
  ["sixty-second test", SIXTY_SECOND_TEST_SET],
  ["sixty-third test", SIXTY_THIRD_TEST_SET],
  ["sixty-fourth test", SIXTY_FOURTH_TEST_SET],
  ["sixty-fifth test", SIXTY_FIFTH_TEST_SET],
  ["sixty-sixth test", SIXTY_SIXTH_TEST_SET],
  ["sixty-ninth test", SIXTY_NINTH_TEST_SET],
  ["seventieth test", SEVENTIETH_TEST_SET],
  ["sixty-eighth test", SIXTY_EIGHTH_TEST_SET],
  ["sixty-seventh test", SIXTY_SEVENTH_TEST_SET],
  ["seventy-second test", SEVENTY_SECOND_TEST_SET],
  ["seventy-third test", SEVENTY_THIRD_TEST_SET],
  ["seventy-fourth test", SEVENTY_FOURTH_TEST_SET],
  ["seventy-fifth test", SEVENTY_FIFTH_TEST_SET],
  ["seventy-sixth test", SEVENTY_SIXTH_TEST_SET],
  ["seventy-first test", SEVENTY_FIRST_TEST_SET],
  ["seventy-seventh test", SEVENTY_SEVENTH_TEST_SET],
  ["seventy-ninth test", SEVENTY_NINTH_TEST_SET],
  ["eightieth test", EIGHTIETH_TEST_SET],
  ["seventy-eighth test", SEVENTY_EIGHTH_TEST_SET],
  ["eighty-first test", EIGHTY_FIRST_TEST_SET],
  ["eighty-second test", EIGHTY_SECOND_TEST_SET],
  ["eighty-third test", EIGHTY_THIRD_TEST_SET],
  ["eighty-fourth test", EIGHTY_FOURTH_TEST_SET],
  ["eighty-fifth test", EIGHTY_FIFTH_TEST_SET],
  ["eighty-sixth test", EIGHTY_SIXTH_TEST_SET],
  ["eighty-seventh test", EIGHTY_SEVENTH_TEST_SET],
  ["eighty-eighth test", EIGHTY_EIGHTH_TEST_SET],
  ["eighty-ninth test", EIGHTY_NINTH_TEST_SET],
  ["ninetieth test", NINETIETH_TEST_SET],
  ["ninety-first test", NINETY_FIRST_TEST_SET],
  ["ninety-second test", NINETY_SECOND_TEST_SET],
  ["ninety-third test", NINETY_THIRD_TEST_SET],
  ["ninety-fourth test", NINETY_FOURTH_TEST_SET],
  ["ninety-fifth test", NINETY_FIFTH_TEST_SET],
  ["ninety-sixth test", NINETY_SIXTH_TEST_SET],
  ["ninety-seventh test", NINETY_SEVENTH_TEST_SET],
  ["ninety-eighth test", NINETY_EIGHTH_TEST_SET],
  ["ninety-ninth test", NINETY_NINTH_TEST_SET],
  ["hundredth test", HUNDREDTH_TEST_SET],
  ["hundred-and-first test", HUNDRED_AND_FIRST_TEST_SET],
  ["hundred-and-second test", HUNDRED_AND_SECOND_TEST_SET],
  ["hundred-and-third test", HUNDRED_AND_THIRD_TEST_SET],
  ["hundred-and-fourth test", HUNDRED_AND_FOURTH_TEST_SET],
  ["hundred-and-fifth test", HUNDRED_AND_FIFTH_TEST_SET],
  ["hundred-and-sixth test", HUNDRED_AND_SIXTH_TEST_SET],
] as const)("the %s set", (name, set) => {
  it(
    `is answered right at least ${asPercent(REQUIRED_ACCURACY[name])} of the time, confidently wrong at most ${asPercent(MAX_CONFIDENTLY_WRONG[name])}, ${MAX_MISSED_URGENT[name] ? `at most ${MAX_MISSED_URGENT[name]} detention${MAX_MISSED_URGENT[name] === 1 ? "" : "s"} missed` : "every detention caught"}`,
    async () => {
      const outcome = await evaluate(name, set);
      console.log(outcome.report);
      expect(set.length).toBeGreaterThanOrEqual(300);
      expect(outcome.neverInactive).toEqual([]);
      expect(outcome.missingNote).toEqual([]);
      expect(outcome.missedUrgent.length).toBeLessThanOrEqual(MAX_MISSED_URGENT[name]);
      expect(outcome.confidentlyWrong.length / set.length).toBeLessThanOrEqual(MAX_CONFIDENTLY_WRONG[name]);
      expect(outcome.accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY[name]);
    },
    EVALUATION_TIMEOUT_MS,
  );
});

describe("the false-alarm rule", () => {
  it("sets apart only the urgent answer to a question expected to get the criminal-law overview", () => {
    expect(isFalseAlarm({ message: "my son is accused of theft", intent: "area:criminal" }, "urgent")).toBe(true);
    expect(isFalseAlarm({ message: "how does bail work", intent: "legal-question", also: ["area:criminal"] }, "urgent")).toBe(true);
    expect(isFalseAlarm({ message: "my son is accused of theft", intent: "area:criminal" }, "area:family")).toBe(false);
    expect(isFalseAlarm({ message: "my landlord locked my shop", intent: "area:land" }, "urgent")).toBe(false);
    expect(isFalseAlarm({ message: "can the police keep my car", intent: "legal-question" }, "urgent")).toBe(false);
  });
});
