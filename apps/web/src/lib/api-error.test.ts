import { describe, expect, it } from "vitest";
import { isApiError, toApiError } from "./api-error";

describe("toApiError", () => {
  it("reads the server's error shape", () => {
    const error = toApiError(
      400,
      {
        error: {
          code: "VALIDATION_FAILED",
          message: "Bad",
          fields: { password: ["Too short"] },
          fieldCodes: { password: ["too_small"] },
        },
      },
      "fallback",
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED", message: "Bad" });
    expect(error.fields).toEqual({ password: ["Too short"] });
    expect(error.fieldCodes).toEqual({ password: ["too_small"] });
  });

  it("copes with a body that is not the error shape", () => {
    const error = toApiError(502, "<html>Bad gateway</html>", "Bad Gateway");
    expect(error).toMatchObject({ status: 502, code: "UNKNOWN", message: "Bad Gateway" });
    expect(error.fields).toEqual({});
    expect(error.fieldCodes).toEqual({});
  });
});
