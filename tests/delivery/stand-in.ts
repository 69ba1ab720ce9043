import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** One request the stand-in received, and what it answered. */
export type Arrival = { body: string; type: string; status: number | "none" };

/**
 * The hotel's form service, as the tests need it: records every POST that reaches it, answers each
 * with the next of `answers`, then with `otherwise` (200), after `delayMs`; "none" never answers. It answers the
 * browser's CORS questions as Formspree and its like do.
 */
export function startStandIn(port: number) {
  const arrivals: Arrival[] = [];
  const state = { answers: [] as (number | "none")[], otherwise: 200 as number, delayMs: 0 };
  const hanging: ServerResponse[] = [];
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "content-type, accept",
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = state.answers.shift() ?? state.otherwise;
      arrivals.push({
        body: Buffer.concat(chunks).toString("utf8"),
        type: request.headers["content-type"] ?? "",
        status,
      });
      if (status === "none") return void hanging.push(response);
      setTimeout(() => {
        response.writeHead(status, { ...cors, "Content-Type": "application/json" });
        response.end(JSON.stringify({ ok: status < 300 }));
      }, state.delayMs);
    });
  });
  const ready = new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    ready,
    arrivals,
    state,
    /** The references that reached it, one per POST. */
    references: () => arrivals.map((arrival) => JSON.parse(arrival.body).reference as string),
    reset() {
      arrivals.length = 0;
      state.answers = [];
      state.otherwise = 200;
      state.delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((response) => response.destroy());
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
