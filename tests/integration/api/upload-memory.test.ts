/** @jest-environment node */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import sharp from "sharp";
import * as uploadMultiple from "@/app/api/images/upload-multiple/route";
import { MAX_IMAGE_BYTES } from "@/lib/images/process";
import { useTestDatabase } from "../../helpers/database";
import { firstAdmin } from "./support";

/**
 * Ten images of just under 5 MB in one request: the upload is streamed to disk and sharp reads
 * each file itself, so the memory the process holds (JavaScript heap plus the buffers it owns)
 * grows by far less than the 50 MB sent.
 */
useTestDatabase();

const MB = 1024 * 1024;
const BOUNDARY = "----chambers-memory-test";
const CHUNK = 64 * 1024;
let token = "";
let image: Buffer;

beforeAll(async () => {
  token = (await firstAdmin()).token;
  // Random pixels do not compress: a valid PNG of about 4.96 MB.
  const side = 1140;
  const pixels = Buffer.alloc(side * side * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0x100000000) >>> 0, i);
  image = await sharp(pixels, { raw: { width: side, height: side, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}, 60_000);

/** The multipart body, sent in 64 KB views of the one image buffer, so the sender adds nothing. */
function tenImageBody(): ReadableStream<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for (let i = 0; i < 10; i++) {
    pieces.push(
      new Uint8Array(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`)),
    );
    for (let at = 0; at < image.length; at += CHUNK) pieces.push(image.subarray(at, at + CHUNK));
    pieces.push(new Uint8Array(Buffer.from("\r\n")));
  }
  pieces.push(new Uint8Array(Buffer.from(`--${BOUNDARY}--\r\n`)));
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next < pieces.length) controller.enqueue(pieces[next++]);
      else controller.close();
    },
  });
}

const held = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/**
 * A full garbage collection, so that what an earlier test left behind is not collected during a
 * measure and hides the growth it should see. Node offers it only behind --expose-gc, which can be
 * turned on from inside the process for a fresh context.
 */
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/**
 * The most memory held above the starting point while `work` runs, sampled every few milliseconds
 * and once more when it ends, while what it returns is still held (it is handed back with the
 * figure): a buffer that lives only between two samples is seen that way.
 */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ growth: number; result: T }> {
  // A test file that ran before in this worker leaves its whole context behind (its modules, the
  // chat's learnt data), which V8 frees over several full collections, not one; freed during a
  // measure, it cancelled the growth the measure must see. Collect until nothing more goes.
  for (let previous = Number.POSITIVE_INFINITY, round = 0; round < 10 && previous - held() > MB; round++) {
    previous = held();
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const start = held();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 2);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  return { growth: Math.max(peak, held()) - start, result };
}

const request = () =>
  new Request("http://localhost/api/images/upload-multiple", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: tenImageBody(),
    duplex: "half",
  } as RequestInit);

it("stores ten 5 MB images while holding less than 20 MB more", async () => {
  expect(image.length).toBeLessThan(MAX_IMAGE_BYTES);
  expect(image.length).toBeGreaterThan(4.5 * MB);
  let status = 0;
  const { growth } = await peakGrowth(async () => {
    const response = await uploadMultiple.POST(request(), { params: Promise.resolve({}) });
    status = response.status;
    expect(((await response.json()) as { images: unknown[] }).images).toHaveLength(10);
  });
  expect(status).toBe(201);
  console.log(`ten ${(image.length / MB).toFixed(2)} MB images in one request: ${(growth / MB).toFixed(1)} MB more held at the peak`);
  expect(growth).toBeLessThan(20 * MB);
}, 120_000);

it("the same measure goes past the bound when the body is read into memory", async () => {
  // The whole body as one buffer, as request.formData() reads it before it splits the parts (the
  // parts it keeps may sit in Blob storage this measure does not see, so the buffer is the test).
  const { growth, result: body } = await peakGrowth(() => request().arrayBuffer());
  expect(body.byteLength).toBeGreaterThan(10 * image.length);
  expect(growth).toBeGreaterThan(20 * MB);
}, 120_000);
