/** The navigation state sign-up leaves, so the new account's dashboard greets it once. */
export const WELCOME_STATE = { welcome: true } as const;

export function isWelcomeState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "welcome" in state && !!state.welcome;
}
