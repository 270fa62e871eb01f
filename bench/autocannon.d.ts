/** The part of autocannon's API the benches use (the package ships no types). */
declare module "autocannon" {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: (RequestParams & { setupRequest?: (request: RequestParams) => RequestParams })[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
