/** @jest-environment node */
import { isEnglishWord } from "./english-words";

describe("the English word list", () => {
  it("knows ordinary words of four letters or more, first and last of the list included", () => {
    for (const word of ["forced", "director", "accuse", "aahed", "zyzzyvas", "land"]) expect(isEnglishWord(word)).toBe(true);
  });

  it("does not know misspellings, short words or anything but lower-case letters", () => {
    for (const word of ["cstody", "hsband", "arrstd", "the", "", "Forced", "forced1", "zzzzzzzz"]) expect(isEnglishWord(word)).toBe(false);
  });
});
