import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TranslationProvider, useTranslation } from "./use-translation";

function Text({ k, options }: { k: string; options?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <p>{String(t(k as never, options as never))}</p>;
}

const html = (k: string, options?: Record<string, unknown>) =>
  renderToStaticMarkup(
    <TranslationProvider>
      <Text k={k} {...(options ? { options } : {})} />
    </TranslationProvider>,
  );

describe("useTranslation", () => {
  it("gives the key (or the default text) before i18next has started", () => {
    expect(renderToStaticMarkup(<Text k="common.save" />)).toBe("<p>common.save</p>");
    expect(renderToStaticMarkup(<Text k="common.save" options={{ defaultValue: "Save" }} />)).toBe(
      "<p>Save</p>",
    );
  });

  describe("once started, in the browser", () => {
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    beforeAll(async () => {
      // The browser's build: texts are remembered there (the server's render looks each up).
      vi.stubEnv("SSR", false);
      await i18next.init({
        lng: "en",
        fallbackLng: "en",
        resources: {
          en: {
            translation: {
              hello: "Hello {{name}}",
              item: "{{count}} tool",
              item_other: "{{count}} tools",
              page: { title: "Marketplace", lead: "See $t(page.title)", empty: "" },
              onlyEnglish: "In English",
              shape: { a: "A" },
            },
          },
          ar: { translation: { hello: "مرحبا {{name}}", page: { title: "السوق" } } },
        },
        interpolation: { escapeValue: false },
      });
    });

    it("interpolates and counts per call, the same options giving the same text", () => {
      expect(html("hello", { name: "Sara" })).toBe("<p>Hello Sara</p>");
      expect(html("hello", { name: "Omar" })).toBe("<p>Hello Omar</p>");
      expect(html("hello", { name: "Sara" })).toBe("<p>Hello Sara</p>");
      expect(html("item", { count: 1 })).toBe("<p>1 tool</p>");
      expect(html("item", { count: 3 })).toBe("<p>3 tools</p>");
    });

    it("sees a text added after the key was looked up", () => {
      expect(html("later")).toBe("<p>later</p>");
      i18next.addResourceBundle("en", "translation", { later: "Now here" }, true, true);
      expect(html("later")).toBe("<p>Now here</p>");
      i18next.addResourceBundle("en", "translation", { later: "Changed" }, true, true);
      expect(html("later")).toBe("<p>Changed</p>");
    });

    it("gives what i18next gives for texts without options: nested, nesting, fallback, missing", async () => {
      const keys = ["page.title", "page.lead", "page.empty", "onlyEnglish", "shape", "nothing"];
      for (const language of ["en", "ar"]) {
        await i18next.changeLanguage(language);
        for (const key of keys) {
          const fromI18next = String(i18next.t(key as never)).replaceAll("'", "&#x27;");
          expect(html(key), `${language} ${key}`).toBe(`<p>${fromI18next}</p>`);
        }
      }
      expect(html("page.title")).toBe("<p>السوق</p>");
      expect(html("onlyEnglish")).toBe("<p>In English</p>");
      await i18next.changeLanguage("en");
      expect(html("page.lead")).toBe("<p>See Marketplace</p>");
    });

    it("follows the language i18next is in", async () => {
      await i18next.changeLanguage("ar");
      expect(html("hello", { name: "Sara" })).toBe("<p>مرحبا Sara</p>");
      await i18next.changeLanguage("en");
      expect(html("hello", { name: "Sara" })).toBe("<p>Hello Sara</p>");
    });
  });
});
