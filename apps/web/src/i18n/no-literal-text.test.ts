import { describe, expect, it } from "vitest";
import { findLiteralText } from "./literal-text";
import { appSourceFiles } from "./source-files";

const texts = (source: string, path = "fixture.tsx") =>
  findLiteralText(path, source).map((f) => `${f.line} ${f.kind}: ${f.text}`);

describe("findLiteralText", () => {
  it("finds JSX text with letters, but not symbols, digits or text marked with its language", () => {
    const source = [
      "const a = <p>Hello there</p>;",
      "const b = <p>× — 404 {count} …</p>;",
      'const c = <q lang="en">Original words</q>;',
      "const d = <p>&nbsp;</p>;",
    ].join("\n");
    expect(texts(source)).toEqual(["1 jsx-text: Hello there"]);
  });

  it("finds literal text props, including template parts and both branches", () => {
    const source = [
      '<button aria-label="Close" className="ms-2 text-left" />;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code of a fixture
      "<input placeholder={`Search ${n} tools`} />;",
      '<Field label={open ? "Open" : t("x")} allLabel="All" labelKey="nav.x" />;',
      '<input placeholder="https://" title="—" />;',
      '<List items={[{ title: "First", text: t("a"), id: "first" }]} />;',
    ].join("\n");
    expect(texts(source)).toEqual([
      "1 jsx-attribute: Close",
      "2 jsx-attribute: Search",
      "2 jsx-attribute: tools",
      "3 jsx-attribute: Open",
      "3 jsx-attribute: All",
      "5 jsx-attribute: First",
    ]);
  });

  it("finds literal JSX children and toast texts", () => {
    const source = [
      'const a = <p>{busy ? "Saving" : t("save")}</p>;',
      'toast("Saved");',
      'toast.error(t("x"), { description: "Try later", id: "lead-error" });',
      'toast.success(t("x"), { action: { label: "Undo", onClick } });',
    ].join("\n");
    expect(texts(source)).toEqual([
      "1 jsx-child: Saving",
      "2 toast: Saved",
      "3 toast: Try later",
      "4 toast: Undo",
    ]);
  });

  it("reads toasts in plain .ts hooks too", () => {
    expect(texts('toast.error("Sign in required");', "use-thing.ts")).toEqual([
      "1 toast: Sign in required",
    ]);
  });
});

/** Parsing every source file takes seconds on a busy two-core machine. */
const SCAN_TIMEOUT_MS = 60_000;

describe("the web app", () => {
  it("renders no literal text outside the translation files", { timeout: SCAN_TIMEOUT_MS }, () => {
    const findings = appSourceFiles([".tsx", ".ts"]).flatMap((file) =>
      findLiteralText(file.path, file.text).map(
        (f) => `${file.path}:${f.line} ${f.kind}: ${JSON.stringify(f.text)}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
