/**
 * Headers our HTTP layer (auth.routes.ts) sets on the request it hands Better Auth. A client's own
 * value of any of them is dropped first, so only the server speaks through them.
 */

/** The client's address, from the socket (or a trusted proxy). */
export const CLIENT_IP_HEADER = "x-client-ip";
/**
 * The role chosen at sign-up, set only from the validated body: Better Auth refuses `role` as user
 * input (the admin plugin guards it), which is what we want for every other endpoint.
 */
export const SIGN_UP_ROLE_HEADER = "x-sign-up-role";
/**
 * The account the requester is known to be: signed in to it, or on a device it signed in from
 * lately (device-cookie.ts). A reset or confirmation mail the account's owner asks for goes out
 * even when strangers used up the address's daily mails (link-mail.ts).
 */
export const KNOWN_ACCOUNT_HEADER = "x-known-account";

export const INTERNAL_HEADERS = [CLIENT_IP_HEADER, SIGN_UP_ROLE_HEADER, KNOWN_ACCOUNT_HEADER];
