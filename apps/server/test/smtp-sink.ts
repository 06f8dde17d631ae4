import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process. `down = true` makes it refuse every message (as an
 * outage would) until it is set back.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = { down: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.down) {
        state.refused += 1;
        return callback(
          Object.assign(new Error("Service temporarily unavailable"), { responseCode: 421 }),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a quoted-printable or base64 MIME message, good enough for assertions. */
export function decodeMail(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  const bytes = Uint8Array.from(qp, (ch) => ch.charCodeAt(0) & 0xff);
  const decoded = new TextDecoder().decode(bytes);
  const base64Parts = [
    ...decoded.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"));
  return [decoded, ...base64Parts].join("\n");
}
