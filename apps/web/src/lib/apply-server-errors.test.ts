import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { applyServerErrors } from "./apply-server-errors";

describe("applyServerErrors", () => {
  it("sets each known field's error with the server's code as its type", () => {
    const setError = vi.fn();
    const error = new ApiError(
      400,
      "VALIDATION_FAILED",
      "Some fields are invalid.",
      { password: ["This password is too common."], isAdmin: ["Unknown field."] },
      { password: ["password_too_common"], isAdmin: ["unrecognized_keys"] },
    );
    expect(applyServerErrors(error, ["email", "password"], setError)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith("password", {
      type: "password_too_common",
      message: "This password is too common.",
    });
  });

  it("marks a field error without a code as a server error", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "VALIDATION_FAILED", "Bad", { email: ["Bad email"] });
    applyServerErrors(error, ["email"], setError);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Bad email" });
  });

  it("ignores anything that is not an API error", () => {
    const setError = vi.fn();
    expect(applyServerErrors(new Error("boom"), ["email"], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
