/**
 * Load on the home page: autocannon against GET /, and, as the floor in the same run, against a
 * bare Node http server that answers with the very same bytes. Prints requests per second,
 * p99 latency and any failed request.
 *
 *   npx tsx bench/public-load.ts [http://host:port] [--seconds=10] [--connections=10]
 */
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { benchTarget } from "./public-server";

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}

type Autocannon = (options: { url: string; connections: number; duration: number }, done: (error: Error | null, result: Result) => void) => void;
// autocannon ships no type declarations; this is the one call used.
const autocannon = createRequire(path.join(process.cwd(), "package.json"))("autocannon") as Autocannon;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.split("=")[1]) : fallback;
}

const seconds = option("seconds", 10);
const connections = option("connections", 10);

function run(url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function line(label: string, result: Result): string {
  const failed = result.errors + result.timeouts + result.non2xx;
  return `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result["2xx"]} ok, ${failed} failed`;
}

async function main() {
  const target = await benchTarget();
  let floor: Server | undefined;
  try {
    const home = `${target.url}/`;
    const sample = await fetch(home);
    if (!sample.ok) throw new Error(`GET / answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    for (let i = 0; i < 20; i += 1) await (await fetch(home)).arrayBuffer();

    floor = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
      response.end(body);
    });
    await new Promise<void>((resolve) => floor!.listen(0, "127.0.0.1", resolve));
    const floorUrl = `http://127.0.0.1:${(floor.address() as { port: number }).port}/`;

    console.log(`GET / (${body.length} bytes of HTML), ${connections} connections, ${seconds} s each`);
    const site = await run(home);
    console.log(line("home page (npm start)", site));
    const bare = await run(floorUrl);
    console.log(line("floor: bare node http", bare));
    console.log(`home page reaches ${((site.requests.average / bare.requests.average) * 100).toFixed(1)}% of the floor`);
    if (site.errors + site.timeouts + site.non2xx > 0) process.exitCode = 1;
  } finally {
    await new Promise<void>((resolve) => (floor ? floor.close(() => resolve()) : resolve()));
    await target.stop();
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
