/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import * as upload from "@/app/api/images/upload/route";
import * as uploadMultiple from "@/app/api/images/upload-multiple/route";
import * as imageDelete from "@/app/api/images/delete/[id]/route";
import * as imageInfo from "@/app/api/images/info/[id]/route";
import * as served from "@/app/uploads/[file]/route";
import { uploadsInProgressDir } from "@/lib/api/multipart";
import { getConfig } from "@/lib/config";
import { Image } from "@/models/Image";
import { useTestDatabase } from "../../helpers/database";
import { call, firstAdmin, formWith, pngBytes, snapshot } from "./support";

useTestDatabase();

let token = "";
beforeAll(async () => {
  token = (await firstAdmin()).token;
});

const send = (field: string, files: { data: Buffer; name: string; type: string }[], handler: unknown = upload.POST) =>
  call(handler, "/api/images/upload", { token, raw: formWith(field, files) });

const storedFiles = () => {
  try {
    return readdirSync(getConfig().uploadsDir).filter((name) => name.endsWith(".webp"));
  } catch {
    return [];
  }
};

async function servedImage(url: string) {
  const response = await served.GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ file: path.basename(url) }) });
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "Private owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 29/1 0/1" } })
    .toBuffer();
}

async function gifBytes(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 500, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } } })
    .gif()
    .toBuffer();
}

/** A real 1x1 PNG whose header claims 20000x20000 pixels: tiny on disk, huge once decoded. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(1, 1));
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe("POST /images/upload", () => {
  it.each([
    ["PNG", () => pngBytes(), "photo.png", "image/png"],
    ["JPEG with EXIF and GPS", jpegWithGps, "photo.jpg", "image/jpeg"],
    ["GIF", gifBytes, "anim.gif", "image/gif"],
  ])("re-encodes a %s to a 400x400 WebP without metadata", async (_label, make, name, type) => {
    const original = await make();
    if (name.endsWith(".jpg")) expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await send("image", [{ data: original, name, type }]);
    expect(status).toBe(201);
    expect(body.image).toMatchObject({
      width: 400,
      height: 400,
      format: "webp",
      id: expect.any(String),
      url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
    });
    expect(body.image.url).not.toContain(name.split(".")[0]);

    const { response, data } = await servedImage(body.image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(data.includes(Buffer.from("SecretCam"))).toBe(false);
    expect(body.image.size).toBe(data.length);
  });

  it("refuses a text file named .png with 415 and stores nothing", async () => {
    const before = await snapshot();
    const files = storedFiles();
    const { status, body } = await send("image", [{ data: Buffer.from("just some text, not a picture"), name: "fake.png", type: "image/png" }]);
    expect(status).toBe(415);
    expect(body.message).toBe("Please select a valid image file");
    expect(await snapshot()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it("refuses a 6 MB file with 413", async () => {
    const before = await snapshot();
    const { status, body } = await send("image", [{ data: Buffer.alloc(6 * 1024 * 1024, 7), name: "big.png", type: "image/png" }]);
    expect(status).toBe(413);
    expect(body.message).toBe("Image size must be less than 5MB");
    expect(await snapshot()).toBe(before);
  });

  it("refuses a declared oversize body before reading it", async () => {
    const { status } = await call(upload.POST, "/api/images/upload", {
      token,
      raw: formWith("image", [{ data: await pngBytes(10, 10), name: "a.png", type: "image/png" }]),
      headers: { "content-length": String(50 * 1024 * 1024) },
    });
    expect(status).toBe(413);
  });

  it("refuses a pixel bomb", async () => {
    const before = await snapshot();
    const { status, body } = await send("image", [{ data: await pixelBomb(), name: "bomb.png", type: "image/png" }]);
    expect(status).toBe(415);
    expect(body.message).toBe("Please select a valid image file");
    expect(await snapshot()).toBe(before);
  });

  it("asks for an image when the field is missing or holds text", async () => {
    const empty = new FormData();
    empty.append("image", "not a file");
    for (const raw of [new FormData(), empty]) {
      const { status, body } = await call(upload.POST, "/api/images/upload", { token, raw });
      expect(status).toBe(400);
      expect(body.message).toBe("Please upload an image");
    }
  });

  it("refuses a body that is not multipart", async () => {
    const { status } = await call(upload.POST, "/api/images/upload", { token, body: { image: "data:image/png;base64,AAAA" } });
    expect(status).toBe(415);
  });
});

describe("POST /images/upload-multiple", () => {
  it("stores each image and answers { images }", async () => {
    const { status, body } = await send(
      "images",
      [
        { data: await pngBytes(), name: "a.png", type: "image/png" },
        { data: await gifBytes(), name: "b.gif", type: "image/gif" },
      ],
      uploadMultiple.POST,
    );
    expect(status).toBe(201);
    expect(body.images).toHaveLength(2);
    for (const image of body.images) expect(image).toMatchObject({ width: 400, height: 400, format: "webp" });
  });

  it("stores nothing when one file of several is not an image", async () => {
    const before = await snapshot();
    const { status } = await send(
      "images",
      [
        { data: await pngBytes(), name: "a.png", type: "image/png" },
        { data: Buffer.from("nope"), name: "b.png", type: "image/png" },
      ],
      uploadMultiple.POST,
    );
    expect(status).toBe(415);
    expect(await snapshot()).toBe(before);
  });

  it("refuses more than ten files", async () => {
    const png = await pngBytes(8, 8);
    const files = Array.from({ length: 11 }, (_, i) => ({ data: png, name: `${i}.png`, type: "image/png" }));
    const { status } = await send("images", files, uploadMultiple.POST);
    expect(status).toBe(400);
  });
});

describe("image info and delete", () => {
  it("reports an image and deletes it with its file", async () => {
    const { body } = await send("image", [{ data: await pngBytes(), name: "x.png", type: "image/png" }]);
    const { id, url } = body.image;
    const info = await call(imageInfo.GET, "/api/images/info/x", { token, params: { id } });
    expect(info.status).toBe(200);
    expect(info.body.image).toEqual(body.image);

    const removed = await call(imageDelete.DELETE, "/api/images/delete/x", { method: "DELETE", token, params: { id } });
    expect(removed.status).toBe(200);
    expect(await Image.exists({ _id: id })).toBeNull();
    expect((await servedImage(url)).response.status).toBe(404);
    expect((await call(imageInfo.GET, "/api/images/info/x", { token, params: { id } })).status).toBe(404);
    expect((await call(imageDelete.DELETE, "/api/images/delete/x", { method: "DELETE", token, params: { id } })).status).toBe(404);
  });

  it("never serves a path outside the uploads folder", async () => {
    for (const file of ["../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "x.webp"]) {
      const response = await served.GET(new Request("http://localhost/uploads/x"), { params: Promise.resolve({ file }) });
      expect(response.status).toBe(404);
    }
  });
});

describe("the temporary folder an upload is received into", () => {
  const leftOver = () => readdirSync(uploadsInProgressDir(), { recursive: true });

  it("is emptied and removed after a success, a refusal by content and a refusal by size", async () => {
    const png = await pngBytes();
    expect((await send("images", [{ data: png, name: "a.png", type: "image/png" }], uploadMultiple.POST)).status).toBe(201);
    expect((await send("image", [{ data: Buffer.from("not an image"), name: "a.png", type: "image/png" }])).status).toBe(415);
    expect((await send("image", [{ data: Buffer.alloc(6 * 1024 * 1024, 1), name: "big.png", type: "image/png" }])).status).toBe(413);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ data: png, name: `${i}.png`, type: "image/png" }));
    expect((await send("images", eleven, uploadMultiple.POST)).status).toBe(400);
    expect((await send("image", [{ data: Buffer.alloc(0), name: "empty.png", type: "image/png" }])).status).toBe(415);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leftOver()).toEqual([]);
  });

  it("skips files sent under another field without writing them", async () => {
    const form = formWith("image", [{ data: await pngBytes(), name: "a.png", type: "image/png" }]);
    form.append("other", new Blob([new Uint8Array(Buffer.alloc(1024, 1))], { type: "image/png" }), "b.png");
    const { status } = await call(upload.POST, "/api/images/upload", { token, raw: form });
    expect(status).toBe(201);
    expect(leftOver()).toEqual([]);
  });

  it("leaves no file behind when the client stops sending halfway", async () => {
    const boundary = "----chambers-abort-test";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    let sent = 0;
    let receivedAll: () => void = () => undefined;
    const halfway = new Promise<void>((resolve) => (receivedAll = resolve));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        else if (sent < 40) controller.enqueue(new Uint8Array(64 * 1024).fill(7));
        else {
          receivedAll();
          // What Next.js does to the body when the visitor's connection drops.
          controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
        }
        sent += 1;
      },
    });
    const request = new Request("http://localhost/api/images/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = upload.POST(request, { params: Promise.resolve({}) });
    await halfway;
    expect((await answer).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leftOver()).toEqual([]);
  });
});
