import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IsolatedValue, VALUE_MARK } from "./isolated-value";

describe("IsolatedValue", () => {
  it("puts a Latin name in an Arabic sentence in a <bdi> of its own, where the sentence has it", () => {
    const html = renderToStaticMarkup(
      <IsolatedValue text={`العودة إلى ${VALUE_MARK}`} value="Zoho CRM (Plus)" />,
    );
    expect(html).toBe("العودة إلى <bdi>Zoho CRM (Plus)</bdi>");
  });

  it("keeps the words on both sides and gives the value its own look", () => {
    const html = renderToStaticMarkup(
      <IsolatedValue
        text={`No tools for “${VALUE_MARK}” yet`}
        value="روبوت"
        className="font-semibold"
      />,
    );
    expect(html).toBe('No tools for “<bdi class="font-semibold">روبوت</bdi>” yet');
  });
});
