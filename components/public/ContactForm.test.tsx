import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { ContactForm } from "./ContactForm";
import { CONTACT_FORM } from "./form-settings";

let fetchMock: jest.Mock;

/** What the page's fetch needs of an answer (jsdom has no Response). */
function reply(status: number, body: unknown) {
  return { ok: status < 400, status, json: async () => body };
}

beforeEach(() => {
  fetchMock = jest.fn(async () => reply(201, { message: TEXTS.contactThanks }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const send = () => userEvent.click(screen.getByRole("button", { name: "Send Message" }));

test("an empty form is checked in the browser with the server's texts, nothing is sent, focus goes to Name", async () => {
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await send();
  expect(await screen.findByText("Name is required")).toBeInTheDocument();
  expect(screen.getByText(TEXTS.phoneOrEmailRequired)).toBeInTheDocument();
  expect(screen.getByText("Message is required")).toBeInTheDocument();
  await waitFor(() => expect(field("Name")).toHaveFocus());
  expect(field("Name")).toHaveAttribute("aria-invalid", "true");
  expect(field("Phone")).toHaveAttribute("aria-describedby", "contact-phone-error contact-reach");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("focus moves to the first field in error, in the form's order", async () => {
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await userEvent.type(field("Name"), "Ibrahim Kargbo");
  await userEvent.type(field("Email"), "not-an-email");
  await userEvent.type(field("Message"), "Hello.");
  await send();
  expect(await screen.findByText("Email is invalid")).toBeInTheDocument();
  await waitFor(() => expect(field("Email")).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
});

test("typing an email clears the phone-or-email error", async () => {
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await userEvent.type(field("Name"), "Ibrahim Kargbo");
  await userEvent.type(field("Message"), "Hello.");
  await send();
  expect(await screen.findByText(TEXTS.phoneOrEmailRequired)).toBeInTheDocument();
  await waitFor(() => expect(field("Phone")).toHaveFocus());
  await userEvent.type(field("Email"), "i");
  expect(screen.queryByText(TEXTS.phoneOrEmailRequired)).not.toBeInTheDocument();
});

test("a phone number alone is enough and is sent", async () => {
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await userEvent.type(field("Name"), "Ibrahim Kargbo");
  await userEvent.type(field("Phone"), "+232 76 555 123");
  await userEvent.type(field("Message"), "Please call me about a lease.");
  await send();
  expect(await screen.findByRole("status")).toHaveTextContent("Thank you, your message has been sent.");
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/contact");
  expect(JSON.parse(String(init.body))).toEqual({
    name: "Ibrahim Kargbo",
    email: "",
    phone: "+232 76 555 123",
    message: "Please call me about a lease.",
    website: "",
  });
});

test("field errors the server still finds show beside their field and take focus", async () => {
  fetchMock.mockResolvedValueOnce(reply(400, { message: "Message is too long", errors: { message: "Message is too long" } }));
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await userEvent.type(field("Name"), "Ibrahim Kargbo");
  await userEvent.type(field("Email"), "ibrahim@example.sl");
  await userEvent.type(field("Message"), "Hello.");
  await send();
  expect(await screen.findByText("Message is too long")).toBeInTheDocument();
  await waitFor(() => expect(field("Message")).toHaveFocus());
});

test("the thanks keep their wording and add the reference the server gave the stored message", async () => {
  fetchMock.mockResolvedValueOnce(reply(201, { message: TEXTS.contactThanks, reference: "KA-9XR4" }));
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await userEvent.type(field("Name"), "Ibrahim Kargbo");
  await userEvent.type(field("Phone"), "+232 76 555 123");
  await userEvent.type(field("Message"), "Please call me about a lease.");
  await send();
  const status = await screen.findByRole("status");
  expect(within(status).getByText("Thank you, your message has been sent.")).toBeInTheDocument();
  expect(within(status).getByText("We reply to every message within one working day.")).toBeInTheDocument();
  expect(within(status).getByText(/^Your reference:/)).toHaveTextContent(/^Your reference: KA-9XR4\. Please quote it if you call us\.$/);
  await userEvent.click(within(status).getByRole("button", { name: "Send another message" }));
  expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
});

test("an answer without a reference thanks the sender with no empty reference line", async () => {
  render(<ContactForm phone="+232 76 123 456" settings={CONTACT_FORM} />);
  await userEvent.type(field("Name"), "Ibrahim Kargbo");
  await userEvent.type(field("Phone"), "+232 76 555 123");
  await userEvent.type(field("Message"), "Hello.");
  await send();
  const status = await screen.findByRole("status");
  expect(status).toHaveTextContent("Thank you, your message has been sent.");
  expect(status).not.toHaveTextContent("Your reference");
});
