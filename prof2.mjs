import { chromium } from "@playwright/test";
const [base, path, runs = 5] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const totals = new Map();
for (let r = 0; r < Number(runs); r++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  await p.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  const cdp = await ctx.newCDPSession(p);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  await cdp.send("Profiler.start");
  await p.goto(base + path);
  await p.waitForTimeout(2500);
  const { profile } = await cdp.send("Profiler.stop");
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = new Map();
  profile.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  // total time per function = samples whose stack contains it (count once per stack)
  for (const [id, t] of dt) {
    const seen = new Set();
    for (let n = id; n != null; n = parent.get(n)) {
      const f = byId.get(n).callFrame;
      if (!f.url.includes("/assets/")) continue;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop().replace(/-[A-Za-z0-9_-]{8}\.js/, "")}:${f.lineNumber}`;
      if (seen.has(key)) continue; seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + t / 1000 / Number(runs));
    }
  }
  await ctx.close();
}
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[5] ?? 60))) console.log(v.toFixed(2).padStart(7), k);
await b.close();
