/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import * as attorneys from "@/app/api/attorneys/route";
import * as attorneysAdmin from "@/app/api/attorneys/admin/route";
import * as attorney from "@/app/api/attorneys/[id]/route";
import * as attorneyStatus from "@/app/api/attorneys/[id]/status/route";
import * as attorneyOrder from "@/app/api/attorneys/[id]/order/route";
import * as upload from "@/app/api/images/upload/route";
import { getConfig } from "@/lib/config";
import { Image } from "@/models/Image";
import { useTestDatabase } from "../../helpers/database";
import { attorneyBody, call, createUser, firstAdmin, formWith, pngBytes } from "./support";

useTestDatabase({ demoContent: true });

const PUBLIC_KEYS = ["_id", "name", "title", "reviews", "rating", "location", "specialties", "bio", "education", "contact", "image", "order"];
const INACTIVE_DEMO = ["Augustine Cole", "Mariama Kanu"];

let token = "";
beforeAll(async () => {
  token = (await firstAdmin()).token;
});

async function uploadImage(): Promise<{ id: string; url: string }> {
  const { status, body } = await call(upload.POST, "/api/images/upload", {
    token,
    raw: formWith("image", [{ data: await pngBytes(), name: "p.png", type: "image/png" }]),
  });
  expect(status).toBe(201);
  return body.image;
}

const fileOf = (url: string) => path.join(getConfig().uploadsDir, path.basename(url));

const publicNames = async () => ((await call(attorneys.GET, "/api/attorneys")).body.attorneys as { name: string }[]).map((a) => a.name);

describe("GET /attorneys (public)", () => {
  it("lists only active attorneys, in order, with public fields only", async () => {
    const { status, body, response } = await call(attorneys.GET, "/api/attorneys");
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const names = body.attorneys.map((a: { name: string }) => a.name);
    expect(names).toContain("Fatmata Kamara");
    for (const hidden of INACTIVE_DEMO) expect(names).not.toContain(hidden);
    const orders = body.attorneys.map((a: { order: number }) => a.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    for (const item of body.attorneys) {
      for (const key of Object.keys(item)) expect(PUBLIC_KEYS).toContain(key);
      expect(Object.keys(item.image ?? {})).toEqual(expect.arrayContaining(["url"]));
      expect(Object.keys(item.image ?? {})).toHaveLength(1);
    }
  });

  it("shows a change the moment staff make it", async () => {
    const created = await call(attorneys.POST, "/api/attorneys", { token, body: attorneyBody({ name: "Zainab Fofanah", order: 1 }) });
    expect(await publicNames()).toContain("Zainab Fofanah");
    const id = created.body.attorney._id;
    await call(attorneyStatus.PATCH, "/api/attorneys/x/status", { method: "PATCH", token, params: { id }, body: { isActive: false } });
    expect(await publicNames()).not.toContain("Zainab Fofanah");
    await call(attorneyStatus.PATCH, "/api/attorneys/x/status", { method: "PATCH", token, params: { id }, body: { isActive: true } });
    await call(attorneyOrder.PATCH, "/api/attorneys/x/order", { method: "PATCH", token, params: { id }, body: { order: 0 } });
    const ordered = await publicNames();
    expect(ordered.indexOf("Zainab Fofanah")).toBeLessThan(ordered.indexOf("Isatu Bangura"));
    await call(attorney.DELETE, "/api/attorneys/x", { method: "DELETE", token, params: { id } });
    expect(await publicNames()).not.toContain("Zainab Fofanah");
  });
});

describe("admin attorney routes", () => {
  it("lists every attorney with lastModifiedBy and updatedAt", async () => {
    const { body } = await call(attorneysAdmin.GET, "/api/attorneys/admin", { token });
    const names = body.attorneys.map((a: { name: string }) => a.name);
    for (const hidden of INACTIVE_DEMO) expect(names).toContain(hidden);
    expect(body.attorneys[0]).toHaveProperty("updatedAt");
    expect(body.attorneys[0]).toHaveProperty("lastModifiedBy");
    expect(body.attorneys[0]).toHaveProperty("isActive");
  });

  it("creates, reads, updates and records who changed it", async () => {
    const member = await createUser("admin");
    const created = await call(attorneys.POST, "/api/attorneys", { token: member.token, body: attorneyBody({ specialties: [" Land Law ", "land law", ""] }) });
    expect(created.status).toBe(201);
    expect(created.body.attorney).toMatchObject({
      name: "Aminata Sawyerr",
      specialties: ["Land Law"],
      lastModifiedBy: { firstName: member.user.firstName, lastName: member.user.lastName },
    });
    const id = created.body.attorney._id;

    const read = await call(attorney.GET, "/api/attorneys/x", { token, params: { id } });
    expect(read.status).toBe(200);
    expect(read.body.attorney.name).toBe("Aminata Sawyerr");

    const updated = await call(attorney.PUT, "/api/attorneys/x", { method: "PUT", token, params: { id }, body: attorneyBody({ title: "Partner" }) });
    expect(updated.status).toBe(200);
    expect(updated.body.attorney).toMatchObject({ title: "Partner", lastModifiedBy: { firstName: "Site", lastName: "Administrator" } });

    const status = await call(attorneyStatus.PATCH, "/api/attorneys/x/status", { method: "PATCH", token, params: { id }, body: { isActive: false } });
    expect(status.body.attorney.isActive).toBe(false);
    const order = await call(attorneyOrder.PATCH, "/api/attorneys/x/order", { method: "PATCH", token, params: { id }, body: { order: 42 } });
    expect(order.body.attorney.order).toBe(42);
  });

  it("puts a new member without a display order after the last one, and keeps a given order", async () => {
    const { body: before } = await call(attorneysAdmin.GET, "/api/attorneys/admin", { token });
    const highest = Math.max(...before.attorneys.map((a: { order: number }) => a.order));
    const withoutOrder: Record<string, unknown> = attorneyBody({ name: "Fatmata Conteh" });
    delete withoutOrder.order;
    const appended = await call(attorneys.POST, "/api/attorneys", { token, body: withoutOrder });
    expect(appended.status).toBe(201);
    expect(appended.body.attorney.order).toBe(highest + 1);
    const next = await call(attorneys.POST, "/api/attorneys", { token, body: withoutOrder });
    expect(next.body.attorney.order).toBe(highest + 2);
    const placed = await call(attorneys.POST, "/api/attorneys", { token, body: attorneyBody({ order: 1 }) });
    expect(placed.body.attorney.order).toBe(1);
    const { body: after } = await call(attorneysAdmin.GET, "/api/attorneys/admin", { token });
    expect(after.attorneys.at(-1)._id).toBe(next.body.attorney._id);
  });

  it("requires an image", async () => {
    const { status, body } = await call(attorneys.POST, "/api/attorneys", { token, body: attorneyBody({ image: null }) });
    expect(status).toBe(400);
    expect(body.errors.image).toBe("Please upload an image");
  });

  it("removes the old stored image when the image changes, and the image on delete", async () => {
    const first = await uploadImage();
    const second = await uploadImage();
    const created = await call(attorneys.POST, "/api/attorneys", { token, body: attorneyBody({ name: "Image Owner", image: first }) });
    const id = created.body.attorney._id;
    expect(existsSync(fileOf(first.url))).toBe(true);

    await call(attorney.PUT, "/api/attorneys/x", { method: "PUT", token, params: { id }, body: attorneyBody({ name: "Image Owner", image: second }) });
    expect(existsSync(fileOf(first.url))).toBe(false);
    expect(await Image.exists({ _id: first.id })).toBeNull();
    expect(existsSync(fileOf(second.url))).toBe(true);

    const removed = await call(attorney.DELETE, "/api/attorneys/x", { method: "DELETE", token, params: { id } });
    expect(removed.status).toBe(200);
    expect(typeof removed.body.message).toBe("string");
    expect(existsSync(fileOf(second.url))).toBe(false);
    expect(await Image.exists({ _id: second.id })).toBeNull();
    expect((await call(attorney.GET, "/api/attorneys/x", { token, params: { id } })).status).toBe(404);
  });

  it("keeps an image another attorney still shows", async () => {
    const shared = await uploadImage();
    const a = await call(attorneys.POST, "/api/attorneys", { token, body: attorneyBody({ name: "Shares One", image: shared }) });
    await call(attorneys.POST, "/api/attorneys", { token, body: attorneyBody({ name: "Shares Two", image: shared }) });
    await call(attorney.DELETE, "/api/attorneys/x", { method: "DELETE", token, params: { id: a.body.attorney._id } });
    expect(existsSync(fileOf(shared.url))).toBe(true);
  });
});
