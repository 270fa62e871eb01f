import { connectToDatabase } from "../db/connect";
import { errorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };
type RouteHandler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

interface HandlerOptions {
  /** The message an unexpected failure answers with, where the specification names one. */
  failureMessage?: string;
}

/**
 * Wraps a route handler: the database is connected first and any thrown error becomes the
 * matching JSON answer, so a handler only describes its own work.
 */
export function handler<P = Record<string, never>>(fn: RouteHandler<P>, options: HandlerOptions = {}): RouteHandler<P> {
  return async (request, context) => {
    try {
      await connectToDatabase();
      return await fn(request, context);
    } catch (error) {
      return errorResponse(error, options.failureMessage);
    }
  };
}
