import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { FIXTURE_WEB_DIST } from "./harness.ts";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server ended before it answered /healthz. */
export class ServerExited extends Error {
  constructor(
    readonly exitCode: number,
    readonly output: string,
  ) {
    super(`server exited at start with code ${exitCode}:\n${output}`);
  }
}

/**
 * The real server (`apps/server/src/index.ts`, run from source: the suite runs before the build
 * that bundles it for `npm run serve`) in a child process, so that a crash shows as an exited
 * process. Its output is kept for the failure message.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "server-process-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/index.ts"],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST: FIXTURE_WEB_DIST,
        AUTH_SECRET: "outage-secret-outage-secret-outage-0123",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  // "close": exited and its output read to the end.
  const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      throw new ServerExited(child.exitCode, output);
    }
    if (Date.now() - started > 60_000) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    const up = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    /** null while the process runs; its exit code once it has ended. */
    get exitCode() {
      return child.exitCode;
    },
    get output() {
      return output;
    },
    /** Sends the process a signal; `exited` resolves once it has ended. */
    signal(name: NodeJS.Signals) {
      child.kill(name);
    },
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
