import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasskeySignIn } from "./passkey-sign-in";

describe("PasskeySignIn", () => {
  it("renders nothing on the server, so hydration starts from the same nothing", () => {
    // Whether a passkey works depends on the browser and the address it opened: decided after.
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <PasskeySignIn onSignedIn={() => {}} />
      </QueryClientProvider>,
    );
    expect(html).toBe("");
  });
});
