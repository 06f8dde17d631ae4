import { dictionary } from "@zxcvbn-ts/language-common";

/** The maintained list of common passwords that ships with zxcvbn-ts (about 49,000 entries). */
const commonPasswords = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common. Choose one that is harder to guess.";

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
