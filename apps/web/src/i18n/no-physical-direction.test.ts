import { describe, expect, it } from "vitest";
import { findPhysicalCss, findPhysicalDirection } from "./physical-direction";
import { appSourceFiles } from "./source-files";

const found = (source: string) =>
  findPhysicalDirection("fixture.tsx", source).map((f) => `${f.line} ${f.kind}: ${f.text}`);

describe("findPhysicalDirection", () => {
  it("finds physical utilities with any variant, negative or important", () => {
    const source = [
      'const a = "ml-2 md:pr-4 -mr-1 !pl-3 hover:text-left";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code of a fixture
      'const b = cn(`right-0 ${x} border-l-2 rounded-tr-lg`, open && "float-right");',
      'const c = "ms-2 pe-4 start-0 end-3 text-start border-s rounded-e-lg float-start";',
      'const d = "data-[side=left]:slide-in-from-right-2 inset-x-0 -translate-x-1/2";',
    ].join("\n");
    expect(found(source)).toEqual([
      "1 class: ml-2",
      "1 class: md:pr-4",
      "1 class: -mr-1",
      "1 class: !pl-3",
      "1 class: hover:text-left",
      "2 class: right-0",
      "2 class: border-l-2",
      "2 class: rounded-tr-lg",
      "2 class: float-right",
    ]);
  });

  it("allows left-1/2 centring only on a line marked with a reason", () => {
    const source = [
      'const a = "left-1/2 -translate-x-1/2";',
      "// rtl-exception: centred horizontally, the same in both directions",
      'const b = "left-1/2 -translate-x-1/2";',
      'const c = "left-1/2 ml-2"; // rtl-exception: centring',
    ].join("\n");
    expect(found(source)).toEqual(["1 class: left-1/2", "4 class: ml-2"]);
  });

  it("finds directional icons that do not turn round in right-to-left", () => {
    const source = [
      'import { ArrowRight, ChevronDown, ExternalLink as Out, LogOut as Exit } from "lucide-react";',
      "const a = <ArrowRight aria-hidden />;",
      'const b = <ArrowRight className="rtl:rotate-180" />;',
      'const c = <Exit className={cn("size-4", "rtl:-scale-x-100")} />;',
      "const d = <ChevronDown />;",
      "const e = <Exit />;",
      "const f = <Out />;",
    ].join("\n");
    expect(found(source)).toEqual(["2 icon: ArrowRight", "6 icon: LogOut"]);
  });
});

describe("findPhysicalCss", () => {
  it("finds physical properties, not logical ones", () => {
    const css = [
      "a { margin-left: 1rem; }",
      "b { margin-inline-start: 1rem; text-align: start; }",
      "  left: 0;",
      "c { text-align: right; }",
    ].join("\n");
    expect(findPhysicalCss(css).map((f) => f.line)).toEqual([1, 3, 4]);
  });
});

/** Parsing every source file takes seconds on a busy two-core machine. */
const SCAN_TIMEOUT_MS = 60_000;

describe("the web app", () => {
  it("uses logical direction classes and mirrors directional icons", {
    timeout: SCAN_TIMEOUT_MS,
  }, () => {
    const findings = appSourceFiles([".tsx", ".ts"]).flatMap((file) =>
      findPhysicalDirection(file.path, file.text).map(
        (f) => `${file.path}:${f.line} ${f.kind}: ${f.text}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it("uses logical properties in its stylesheets", { timeout: SCAN_TIMEOUT_MS }, () => {
    const findings = appSourceFiles([".css"]).flatMap((file) =>
      findPhysicalCss(file.text).map((f) => `${file.path}:${f.line} ${f.text}`),
    );
    expect(findings).toEqual([]);
  });
});
