/** The `ids` value of a comparison's address: ids or slugs, in order, comma-separated. */
export const compareIdsValue = (keys: readonly string[]) => keys.join(",");

/** The shareable address of a comparison of these tools. */
export const comparePath = (keys: readonly string[]) =>
  `/compare?ids=${encodeURIComponent(compareIdsValue(keys)).replaceAll("%2C", ",")}`;
