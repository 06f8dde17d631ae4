import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { ERROR_STATUS, type ErrorCode } from "@app/shared/errors";
import type { ServerType } from "@hono/node-server";
import { errorBody } from "./error-response.ts";

const REASON: Record<number, string> = {
  400: "Bad Request",
  431: "Request Header Fields Too Large",
};

/**
 * Requests Node's HTTP parser refuses before the app sees them (a request line and headers over
 * the size limit, a malformed request) get the API's error shape instead of a bare status line.
 */
export function answerClientErrors(server: ServerType) {
  (server as Server).on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [code, message]: [ErrorCode, string] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? ["HEADERS_TOO_LARGE", "The request line and headers are too large."]
        : ["VALIDATION_FAILED", "Malformed HTTP request."];
    const status = ERROR_STATUS[code];
    const body = JSON.stringify(errorBody(code, message));
    socket.end(
      `HTTP/1.1 ${status} ${REASON[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
