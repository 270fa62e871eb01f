import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { TEXTS } from "@/lib/texts";
import { ConsultationForm } from "./ConsultationForm";
import { addDays, freetownTime, weekdayOf } from "@/lib/chat/calendar";
import { DEFAULT_OFFICE_HOURS, officeHoursLabel, type OfficeHours } from "@/lib/firm";
import { consultationFormSettings } from "./form-settings";

const CONSULTATION_FORM = consultationFormSettings(DEFAULT_OFFICE_HOURS);

const attorney: PublicAttorney = {
  _id: "65f000000000000000000004",
  name: "Mohamed Conteh",
  title: "Partner",
  reviews: 143,
  rating: 4,
  location: "Freetown",
  specialties: ["Property Conveyancing", "Land Law", "Family Law"],
  bio: "Land.",
  education: [],
  contact: { address: "12 Siaka Stevens Street", phone: "+232 76 123 404" },
  image: null,
  order: 3,
} as PublicAttorney;

let fetchMock: jest.Mock;

/** What the page's fetch needs of an answer (jsdom has no Response). */
function reply(status: number, body: unknown) {
  return { ok: status < 400, status, json: async () => body };
}

beforeEach(() => {
  fetchMock = jest.fn(async () => reply(201, {}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

test("the practice area starts at the attorney's first practice area", () => {
  render(<ConsultationForm attorney={attorney} settings={CONSULTATION_FORM} />);
  expect(screen.getByLabelText("Practice area")).toHaveValue("land");
});

test("an attorney whose specialties name no practice area leaves it open", () => {
  render(<ConsultationForm attorney={{ ...attorney, specialties: ["Mediation"] }} settings={CONSULTATION_FORM} />);
  expect(screen.getByLabelText("Practice area")).toHaveValue("");
});

test("missing details are caught before sending, with focus on the first", async () => {
  render(<ConsultationForm attorney={attorney} settings={CONSULTATION_FORM} />);
  await userEvent.type(screen.getByLabelText("Name"), "Aminata Sesay");
  await userEvent.type(screen.getByLabelText("Briefly describe your matter"), "A boundary dispute.");
  await userEvent.click(screen.getByRole("button", { name: "Send request" }));
  expect(await screen.findByText(TEXTS.phoneOrEmailRequired)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText("Phone")).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText("Phone"), "+232 76 555 123");
  await userEvent.click(screen.getByRole("button", { name: "Send request" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Thank you, your request has been sent.");
  const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, string>;
  expect(body).toMatchObject({ attorneyId: attorney._id, name: "Aminata Sesay", phone: "+232 76 555 123", practiceArea: "land" });
});

test("the thanks keep their wording and add the reference the server gave the stored request", async () => {
  fetchMock.mockImplementation(async () => reply(201, { message: TEXTS.consultationThanks, reference: "KA-7Q3F" }));
  render(<ConsultationForm attorney={attorney} settings={CONSULTATION_FORM} />);
  await userEvent.type(screen.getByLabelText("Name"), "Aminata Sesay");
  await userEvent.type(screen.getByLabelText("Phone"), "+232 76 555 123");
  await userEvent.type(screen.getByLabelText("Briefly describe your matter"), "A boundary dispute.");
  await userEvent.click(screen.getByRole("button", { name: "Send request" }));
  const status = await screen.findByRole("status");
  expect(within(status).getByText("Thank you, your request has been sent.")).toBeInTheDocument();
  expect(within(status).getByText("Mohamed Conteh's team will contact you within one working day to confirm a time.")).toBeInTheDocument();
  expect(status.lastElementChild).toHaveTextContent(/^Your reference: KA-7Q3F\. Please quote it if you call us\.$/);
});

test("an answer without a reference still thanks the visitor, with no empty reference line", async () => {
  render(<ConsultationForm attorney={attorney} settings={CONSULTATION_FORM} />);
  await userEvent.type(screen.getByLabelText("Name"), "Aminata Sesay");
  await userEvent.type(screen.getByLabelText("Phone"), "+232 76 555 123");
  await userEvent.type(screen.getByLabelText("Briefly describe your matter"), "A boundary dispute.");
  await userEvent.click(screen.getByRole("button", { name: "Send request" }));
  const status = await screen.findByRole("status");
  expect(status).toHaveTextContent("Thank you, your request has been sent.");
  expect(status).not.toHaveTextContent("Your reference");
});

describe("the preferred date, checked against the office hours the page was given", () => {
  /** Tuesdays and Saturdays only: a Monday, open by the default hours, is closed. */
  const HOURS: OfficeHours = [{ days: [2, 6], opens: "10:00", closes: "13:00" }];
  const nextWeekday = (weekday: number) => {
    let day = addDays(freetownTime(new Date()).day, 1);
    while (weekdayOf(day) !== weekday) day = addDays(day, 1);
    return day;
  };

  async function fillAndSend(preferredDate: string) {
    render(<ConsultationForm attorney={attorney} settings={consultationFormSettings(HOURS)} />);
    await userEvent.type(screen.getByLabelText("Name"), "Aminata Sesay");
    await userEvent.type(screen.getByLabelText("Phone"), "+232 76 555 123");
    await userEvent.type(screen.getByLabelText("Preferred date"), preferredDate);
    await userEvent.type(screen.getByLabelText("Briefly describe your matter"), "A boundary dispute.");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
  }

  test("a day the office is closed is refused before sending, with the chat's words, and focus goes to the date", async () => {
    await fillAndSend(nextWeekday(1));
    expect(await screen.findByText(TEXTS.closedDay(officeHoursLabel(HOURS)))).toBeInTheDocument();
    expect(screen.getByText("We meet clients Tuesday and Saturday 10 AM to 1 PM. Please choose one of those days.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Preferred date")).toHaveFocus());
    expect(screen.getByLabelText("Preferred date")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("today is refused as not in the future", async () => {
    await fillAndSend(freetownTime(new Date()).day);
    expect(await screen.findByText(TEXTS.dayNotInFuture)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("an open day is sent", async () => {
    await fillAndSend(nextWeekday(6));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you, your request has been sent.");
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, string>;
    expect(body.preferredDate).toBe(nextWeekday(6));
  });

  test("the date picker offers no day before tomorrow", () => {
    render(<ConsultationForm attorney={attorney} settings={consultationFormSettings(HOURS)} />);
    expect(screen.getByLabelText("Preferred date")).toHaveAttribute("min", addDays(freetownTime(new Date()).day, 1));
  });
});
