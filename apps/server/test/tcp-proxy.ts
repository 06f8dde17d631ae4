import net from "node:net";

/**
 * A TCP forwarder to stand between the server and PostgreSQL, so a test can take the database
 * away the way a restart or failover does. `cut("reset")` drops every connection and resets new
 * ones (the database is down); `cut("stall")` drops every connection and lets new ones hang
 * without an answer (packets lost on the way, as to a failed-over address); `restore()` forwards
 * again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: "open" | "reset" | "stall" = "open";

  const server = net.createServer((incoming) => {
    sockets.add(incoming);
    incoming.on("close", () => sockets.delete(incoming));
    incoming.on("error", () => {});
    if (mode === "reset") return void incoming.resetAndDestroy();
    if (mode === "stall") return;
    const outgoing = net.connect(target);
    sockets.add(outgoing);
    outgoing.on("close", () => sockets.delete(outgoing));
    outgoing.on("error", () => incoming.destroy());
    incoming.on("close", () => outgoing.destroy());
    outgoing.on("close", () => incoming.destroy());
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    host: "127.0.0.1",
    port,
    /** Connections open through the proxy right now (both sides counted). */
    get openSockets() {
      return sockets.size;
    },
    cut(how: "reset" | "stall" = "reset") {
      mode = how;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
    },
    restore() {
      mode = "open";
    },
    close(): Promise<void> {
      this.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
