/** Below Tailwind's `md` (48rem): a phone's layout (one column, the filters in a sheet). */
export const PHONE_QUERY = "(width < 48rem)";

/** From Tailwind's `md` up: the wider layout (the filter panel beside the results). */
export const WIDE_QUERY = "(width >= 48rem)";
