import { describe, expect, it } from "vitest";
import { comparisonPath, comparisonQueryOptions } from "./get-comparison";

describe("a comparison's request", () => {
  it("asks for the page's language, and keeps each language's answer apart", () => {
    const keys = ["qalam-support-desk", "saheli-whatsapp-chatbot"];
    expect(comparisonPath(keys, "en")).toBe(
      "/api/compare?ids=qalam-support-desk%2Csaheli-whatsapp-chatbot",
    );
    expect(comparisonPath(keys, "ar")).toBe(
      "/api/compare?ids=qalam-support-desk%2Csaheli-whatsapp-chatbot&lang=ar",
    );
    const queryKeys = (["en", "ar", "hi"] as const).map((language) =>
      JSON.stringify(comparisonQueryOptions(keys, language).queryKey),
    );
    expect(new Set(queryKeys).size).toBe(3);
  });
});
