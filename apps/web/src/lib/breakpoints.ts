/** Below Tailwind's `md` (48rem): a phone's layout (one column, tables two columns at a time). */
export const PHONE_QUERY = "(width < 48rem)";
