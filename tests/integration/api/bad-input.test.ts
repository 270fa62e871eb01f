/** @jest-environment node */
import * as login from "@/app/api/auth/login/route";
import * as changePassword from "@/app/api/auth/change-password/route";
import * as register from "@/app/api/auth/register/route";
import * as user from "@/app/api/auth/users/[id]/route";
import * as userStatus from "@/app/api/auth/users/[id]/status/route";
import * as attorneys from "@/app/api/attorneys/route";
import * as attorney from "@/app/api/attorneys/[id]/route";
import * as attorneyStatus from "@/app/api/attorneys/[id]/status/route";
import * as attorneyOrder from "@/app/api/attorneys/[id]/order/route";
import * as imageDelete from "@/app/api/images/delete/[id]/route";
import * as imageInfo from "@/app/api/images/info/[id]/route";
import * as contact from "@/app/api/contact/route";
import * as consultations from "@/app/api/consultations/route";
import * as inboxMessage from "@/app/api/inbox/messages/[id]/route";
import * as inboxConsultation from "@/app/api/inbox/consultations/[id]/route";
import { Attorney } from "@/models/Attorney";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import { ContactMessage } from "@/models/ContactMessage";
import { RateLimit } from "@/models/RateLimit";
import { useTestDatabase } from "../../helpers/database";
import { attorneyBody, call, createUser, firstAdmin, randomId, snapshot, type CallOptions } from "./support";

useTestDatabase();

let token = "";
/** Real records, so that "unknown id" and "bad input for a known id" are both exercised. */
const ids = { user: "", attorney: "", message: "", consultation: "" };

beforeAll(async () => {
  token = (await firstAdmin()).token;
  ids.user = (await createUser("admin")).id;
  ids.attorney = String((await Attorney.create({ ...attorneyBody(), lastModifiedBy: null }))._id);
  ids.message = String((await ContactMessage.create({ name: "A", email: "a@example.com", message: "Hello" }))._id);
  ids.consultation = String((await ConsultationRequest.create({ name: "B", phone: "+232 1234", description: "Help" }))._id);
});

beforeEach(() => RateLimit.deleteMany({}));

const OVERSIZED = JSON.stringify({ name: "x".repeat(70 * 1024) });
/** 9,000 nested objects: about 45 KB, under the size limit. */
const DEEP = `${'{"a":'.repeat(9000)}1${"}".repeat(9000)}`;

interface WriteRoute {
  name: string;
  handler: unknown;
  method: string;
  /** The id route parameter for a record that exists, when the route has one. */
  id?: keyof typeof ids;
  valid: () => Record<string, unknown>;
  /** Fields to corrupt: a wrong type, and one that is required. */
  wrongType: Record<string, unknown>;
  required: string;
  /** A field to replace by an operator object. */
  operatorField: string;
}

const WRITE_ROUTES: WriteRoute[] = [
  {
    name: "POST /auth/login",
    handler: login.POST,
    method: "POST",
    valid: () => ({ email: "admin@example.com", password: "first-admin-password" }),
    wrongType: { password: 12345 },
    required: "password",
    operatorField: "password",
  },
  {
    name: "POST /auth/change-password",
    handler: changePassword.POST,
    method: "POST",
    valid: () => ({ currentPassword: "first-admin-password", newPassword: "first-admin-password" }),
    wrongType: { newPassword: ["a", "b"] },
    required: "currentPassword",
    operatorField: "currentPassword",
  },
  {
    name: "POST /auth/register",
    handler: register.POST,
    method: "POST",
    valid: () => ({ username: "newbie", email: "newbie@example.com", firstName: "N", lastName: "B", role: "admin", password: "password-1" }),
    wrongType: { role: "owner" },
    required: "email",
    operatorField: "email",
  },
  {
    name: "PUT /auth/users/{id}",
    handler: user.PUT,
    method: "PUT",
    id: "user",
    valid: () => ({ username: "edited", email: "edited@example.com", firstName: "E", lastName: "D", role: "admin" }),
    wrongType: { firstName: 42 },
    required: "username",
    operatorField: "username",
  },
  {
    name: "PATCH /auth/users/{id}/status",
    handler: userStatus.PATCH,
    method: "PATCH",
    id: "user",
    valid: () => ({ isActive: false }),
    wrongType: { isActive: "false" },
    required: "isActive",
    operatorField: "isActive",
  },
  {
    name: "POST /attorneys",
    handler: attorneys.POST,
    method: "POST",
    valid: () => attorneyBody(),
    wrongType: { rating: "5" },
    required: "name",
    operatorField: "name",
  },
  {
    name: "PUT /attorneys/{id}",
    handler: attorney.PUT,
    method: "PUT",
    id: "attorney",
    valid: () => attorneyBody({ name: "Renamed" }),
    wrongType: { specialties: "Land" },
    required: "contact",
    operatorField: "title",
  },
  {
    name: "PATCH /attorneys/{id}/status",
    handler: attorneyStatus.PATCH,
    method: "PATCH",
    id: "attorney",
    valid: () => ({ isActive: false }),
    wrongType: { isActive: 0 },
    required: "isActive",
    operatorField: "isActive",
  },
  {
    name: "PATCH /attorneys/{id}/order",
    handler: attorneyOrder.PATCH,
    method: "PATCH",
    id: "attorney",
    valid: () => ({ order: 7 }),
    wrongType: { order: 1.5 },
    required: "order",
    operatorField: "order",
  },
  {
    name: "POST /contact",
    handler: contact.POST,
    method: "POST",
    valid: () => ({ name: "V", email: "v@example.com", message: "Hi" }),
    wrongType: { email: "not-an-email" },
    required: "message",
    operatorField: "email",
  },
  {
    name: "POST /consultations",
    handler: consultations.POST,
    method: "POST",
    valid: () => ({ name: "V", email: "v@example.com", description: "Land question" }),
    wrongType: { practiceArea: "astrology" },
    required: "description",
    operatorField: "attorneyId",
  },
  {
    name: "PATCH /inbox/messages/{id}",
    handler: inboxMessage.PATCH,
    method: "PATCH",
    id: "message",
    valid: () => ({ status: "read" }),
    wrongType: { status: "archived" },
    required: "status",
    operatorField: "status",
  },
  {
    name: "PATCH /inbox/consultations/{id}",
    handler: inboxConsultation.PATCH,
    method: "PATCH",
    id: "consultation",
    valid: () => ({ status: "handled" }),
    wrongType: { status: true },
    required: "status",
    operatorField: "status",
  },
];

function without(body: Record<string, unknown>, field: string) {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

describe.each(WRITE_ROUTES)("$name", (route) => {
  const send = (options: CallOptions, id = route.id ? ids[route.id] : undefined) =>
    call(route.handler, "/api/test", { method: route.method, token, ...(id ? { params: { id } } : {}), ...options });

  const cases: [string, () => CallOptions, number][] = [
    ["malformed JSON", () => ({ raw: '{"name": "unterminated' }), 400],
    ["an empty body", () => ({ raw: "" }), 400],
    ["a JSON array", () => ({ raw: "[1,2,3]" }), 400],
    ["a wrong type", () => ({ body: { ...route.valid(), ...route.wrongType } }), 400],
    ["a missing required field", () => ({ body: without(route.valid(), route.required) }), 400],
    ['an operator {"$ne": null}', () => ({ body: { ...route.valid(), [route.operatorField]: { $ne: null } } }), 400],
    ['an operator {"$gt": ""} nested', () => ({ body: { ...route.valid(), contact: { $gt: "" } } }), 400],
    ["a dotted key", () => ({ body: { ...route.valid(), "image.url": "x" } }), 400],
    ["an oversized body", () => ({ raw: OVERSIZED }), 413],
    ["JSON nested 9,000 deep", () => ({ raw: DEEP }), 400],
    // What another site's page can post without asking first: valid JSON under another type.
    ["valid JSON sent as text/plain", () => ({ raw: JSON.stringify(route.valid()), headers: { "content-type": "text/plain;charset=UTF-8" } }), 415],
    ["valid JSON sent as a form", () => ({ raw: JSON.stringify(route.valid()), headers: { "content-type": "application/x-www-form-urlencoded" } }), 415],
    ["valid JSON without a content type", () => ({ raw: JSON.stringify(route.valid()), headers: { "content-type": "" } }), 415],
  ];

  it.each(cases)("refuses %s and changes nothing", async (_label, options, expected) => {
    const before = await snapshot();
    const { status, body } = await send(options());
    expect(status).toBe(expected);
    expect(typeof body.message).toBe("string");
    expect(await snapshot()).toBe(before);
  });

  if (route.id) {
    it.each([
      ["an unknown id", () => randomId()],
      ["a malformed ObjectId", () => "not-an-id"],
      ["an operator-looking id", () => '{"$ne":null}'],
    ])("answers 404 for %s and changes nothing", async (_label, id) => {
      const before = await snapshot();
      const { status, body } = await send({ body: route.valid() }, id());
      expect(status).toBe(404);
      expect(typeof body.message).toBe("string");
      expect(await snapshot()).toBe(before);
    });
  }
});

describe("routes without a body", () => {
  const ID_ROUTES: [string, unknown, string][] = [
    ["GET /attorneys/{id}", attorney.GET, "GET"],
    ["DELETE /attorneys/{id}", attorney.DELETE, "DELETE"],
    ["DELETE /images/delete/{id}", imageDelete.DELETE, "DELETE"],
    ["GET /images/info/{id}", imageInfo.GET, "GET"],
    ["DELETE /inbox/messages/{id}", inboxMessage.DELETE, "DELETE"],
    ["DELETE /inbox/consultations/{id}", inboxConsultation.DELETE, "DELETE"],
  ];

  it.each(ID_ROUTES)("%s answers 404 for unknown and malformed ids and changes nothing", async (_name, handler, method) => {
    const before = await snapshot();
    for (const id of [randomId(), "12345", "zzzzzzzzzzzzzzzzzzzzzzzz", "../etc/passwd"]) {
      const { status } = await call(handler, "/api/test", { method, token, params: { id } });
      expect(status).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });
});

it("ignores unknown fields instead of storing them", async () => {
  const { status, body } = await call(attorneys.POST, "/api/attorneys", {
    token,
    body: { ...attorneyBody({ name: "Extra Fields" }), isAdmin: true, lastModifiedBy: { firstName: "Forged" } },
  });
  expect(status).toBe(201);
  const stored = await Attorney.findById(body.attorney._id).lean();
  expect(stored).not.toHaveProperty("isAdmin");
  expect(stored!.lastModifiedBy!.firstName).toBe("Site");
});
