/** @jest-environment node */
import { DEFAULT_FIRM_CONTACT, officeHoursLabel, opensOnWeekends, telHref, whatsappHref } from "./firm";
import { firmContactInputSchema } from "./collections/firm";

test("the default hours read as the specification words them", () => {
  expect(officeHoursLabel(DEFAULT_FIRM_CONTACT.officeHours)).toBe("Monday to Friday 9 AM to 5 PM");
  expect(opensOnWeekends(DEFAULT_FIRM_CONTACT.officeHours)).toBe(false);
});

test("several periods, odd days and half hours are labelled plainly", () => {
  const hours = [
    { days: [1, 3, 5] as (1 | 3 | 5)[], opens: "08:30", closes: "12:00" },
    { days: [6] as 6[], opens: "10:00", closes: "13:15" },
  ];
  expect(officeHoursLabel(hours)).toBe("Monday, Wednesday and Friday 8:30 AM to 12 PM; Saturday 10 AM to 1:15 PM");
  expect(opensOnWeekends(hours)).toBe(true);
});

test("phone and WhatsApp links carry the digits only", () => {
  expect(telHref("+232 76 123-456")).toBe("tel:+23276123456");
  expect(whatsappHref("+232 (76) 123 456")).toBe("https://wa.me/23276123456");
});

const valid = { address: "12 Siaka Stevens Street", phone: "+232 76 123 456", emails: ["a@example.sl", "b@example.sl"] };

test("details saved before WhatsApp and office hours existed get the defaults", () => {
  const parsed = firmContactInputSchema.parse(valid);
  expect(parsed.whatsapp).toBe("");
  expect(parsed.officeHours).toEqual(DEFAULT_FIRM_CONTACT.officeHours);
});

test.each([
  [{ whatsapp: "076 123 456" }, "whatsapp", "WhatsApp number must be international, starting with + and the country code"],
  [{ whatsapp: "+232 call me" }, "whatsapp", "WhatsApp number must be international, starting with + and the country code"],
  [{ officeHours: [] }, "officeHours", "Give the office hours"],
  [{ officeHours: [{ days: [], opens: "09:00", closes: "17:00" }] }, "officeHours.0.days", "Choose at least one day"],
  [{ officeHours: [{ days: [1], opens: "9am", closes: "17:00" }] }, "officeHours.0.opens", "Opening time is invalid"],
  [{ officeHours: [{ days: [1], opens: "17:00", closes: "09:00" }] }, "officeHours.0.closes", "Closing time must be after opening time"],
  [{ officeHours: [{ days: [7], opens: "09:00", closes: "17:00" }] }, "officeHours.0.days.0", undefined],
  [
    {
      officeHours: [
        { days: [1, 2], opens: "09:00", closes: "12:00" },
        { days: [2], opens: "13:00", closes: "17:00" },
      ],
    },
    "officeHours",
    "Each day may appear in only one period of office hours",
  ],
])("%j is refused", (change, path, message) => {
  const result = firmContactInputSchema.safeParse({ ...valid, ...change });
  expect(result.success).toBe(false);
  const issue = result.error!.issues.find((candidate) => candidate.path.join(".") === path);
  expect(issue).toBeDefined();
  if (message) expect(issue!.message).toBe(message);
});

test("an international WhatsApp number and weekend hours are kept, days in order", () => {
  const parsed = firmContactInputSchema.parse({
    ...valid,
    whatsapp: " +232 76 123 456 ",
    officeHours: [
      { days: [5, 1], opens: "09:00", closes: "17:00" },
      { days: [6], opens: "10:00", closes: "13:00" },
    ],
  });
  expect(parsed.whatsapp).toBe("+232 76 123 456");
  expect(parsed.officeHours[0].days).toEqual([1, 5]);
});
