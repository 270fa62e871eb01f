/** @jest-environment node */
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "../firm";
import { escapeHtml, isDeliverableAddress, oneLine, staffNotification, telHref, visitorConfirmation, type RequestSummary } from "./compose";

const request: RequestSummary = {
  requestKind: "consultation-request",
  id: "6b07f93d118578b1efd1f315",
  reference: "K7M2QX",
  source: "chat",
  name: "Sorie <Conteh>",
  email: "sorie@example.com",
  phone: "+232 (77) 123-456",
  practiceArea: "land",
  attorneyName: "",
  preferredDate: "",
  matter: "Boundary <dispute>\nin Waterloo",
  receivedAt: new Date("2026-11-26T09:00:00Z"),
};

describe("header values", () => {
  it("cuts line breaks and control characters to single spaces", () => {
    expect(oneLine("Eve\r\nBcc: x@example.com\u2028\tX-Y: z\u0000")).toBe("Eve Bcc: x@example.com X-Y: z");
  });

  it("accepts only plain addresses for a confirmation", () => {
    expect(isDeliverableAddress("kadiatu.kamara+law@example.co.sl")).toBe(true);
    for (const address of ["a,b@example.com", '"a"@example.com', "a@example.com>", "a@b", "a b@example.com", "a@example.com\r\n"]) {
      expect(isDeliverableAddress(address)).toBe(false);
    }
  });
});

describe("staffNotification", () => {
  it("escapes every value in the HTML part and dials the phone's digits", () => {
    const mail = staffNotification(request, { recipients: [{ name: "", address: "info@kamarachambers.sl" }], siteUrl: undefined });
    expect(mail.html).toContain("Sorie &lt;Conteh&gt;");
    expect(mail.html).toContain("Boundary &lt;dispute&gt;<br>in Waterloo");
    expect(mail.html).not.toMatch(/<Conteh>|<dispute>/);
    expect(mail.html).toContain('href="tel:+23277123456"');
    expect(mail.text).toContain("Preferred lawyer: Any");
    expect(mail.text).toContain("Preferred day: Not given");
    expect(mail.text).toContain("Practice area: Land Law");
    expect(mail.text).toContain("Received: 26 Nov 2026, 09:00 (Freetown time)");
    expect(mail.subject).toBe("New consultation request from Sorie <Conteh> (K7M2QX)");
    expect(mail.replyTo).toEqual({ name: "Sorie <Conteh>", address: "sorie@example.com" });
  });

  it("names the inbox screen when the site's address is not configured", () => {
    const mail = staffNotification(request, { recipients: [], siteUrl: undefined });
    expect(mail.text).toContain("Open it in the back office under Inbox.");
    expect(mail.html).not.toContain('href="undefined');
  });
});

describe("visitorConfirmation", () => {
  it("goes only to the visitor's own address and repeats only the name and reference", () => {
    const mail = visitorConfirmation(request, { phone: "+232 76 123 456", officeHours: DEFAULT_OFFICE_HOURS })!;
    expect(mail.to).toEqual([{ name: "Sorie <Conteh>", address: "sorie@example.com" }]);
    expect(mail.text).toContain("Your reference: K7M2QX");
    expect(mail.text + mail.html).not.toMatch(/Boundary|Waterloo|Land Law/);
    expect(mail.html).toContain("Dear Sorie &lt;Conteh&gt;,");
  });

  it("gives the office hours it is handed, in both parts", () => {
    const officeHours: OfficeHours = [{ days: [2, 4], opens: "10:00", closes: "14:30" }];
    const mail = visitorConfirmation(request, { phone: "+232 76 123 456", officeHours })!;
    expect(mail.text).toContain("Our office is open Tuesday and Thursday 10 AM to 2:30 PM (Freetown time, GMT).");
    expect(mail.html).toContain("Our office is open Tuesday and Thursday 10 AM to 2:30 PM (Freetown time, GMT).");
    expect(mail.text + mail.html).not.toContain("Monday to Friday");
  });

  it("is not written without an address a confirmation can safely go to", () => {
    expect(visitorConfirmation({ ...request, email: "" }, { phone: "1", officeHours: DEFAULT_OFFICE_HOURS })).toBeNull();
    expect(visitorConfirmation({ ...request, email: "a,b@example.com" }, { phone: "1", officeHours: DEFAULT_OFFICE_HOURS })).toBeNull();
  });
});

it("escapes all five HTML-special characters", () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  expect(telHref("+232 76-123 456")).toBe("tel:+23276123456");
});
