import { searchAttorneys } from "./attorney-search";

const attorneys = [
  { _id: "1", name: "Fatmata Kamara", title: "Senior Partner", specialties: ["Family Law", "Divorce"] },
  { _id: "2", name: "Mohamed Conteh", title: "Senior Associate", specialties: ["Land Law", "Land Disputes"] },
  { _id: "3", name: "Isatu Bangura", title: "Partner", specialties: ["Maritime Claims", "Shipping Law"] },
  { _id: "4", name: "Hawa Turay", title: "Associate", specialties: ["Family land", "Wills & Probate"] },
];

const names = (query: string) => searchAttorneys(attorneys, query).map((attorney) => attorney.name);

test("matches by name, title and specialty, case-insensitively", () => {
  expect(names("kamara")).toEqual(["Fatmata Kamara"]);
  expect(names("PARTNER")).toEqual(["Fatmata Kamara", "Isatu Bangura"]);
  expect(names("divorce")).toEqual(["Fatmata Kamara"]);
});

test("matches by practice area name, including areas only implied by a specialty", () => {
  expect(names("Land Law")).toEqual(["Mohamed Conteh", "Hawa Turay"]);
  expect(names("shipping")).toEqual(["Isatu Bangura"]);
});

test("every word must match", () => {
  expect(names("land dispute")).toEqual(["Mohamed Conteh"]);
  expect(names("family kamara")).toEqual(["Fatmata Kamara"]);
  expect(names("family conteh")).toEqual([]);
});

test("empty, blank and unmatched queries return nothing; regex characters are plain text", () => {
  expect(names("")).toEqual([]);
  expect(names("   ")).toEqual([]);
  expect(names("tax")).toEqual([]);
  expect(names(".*")).toEqual([]);
  expect(names("wills & probate")).toEqual(["Hawa Turay"]);
});
