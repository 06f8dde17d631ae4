/**
 * The classes that turn a table into its phone layout below `md` (from `md` up they do nothing):
 * the paged columns two at a time, each row heading a full-width line above its values, the
 * column headings pinned under the site's header while the rows scroll. They read the CSS
 * variables `--columns` and `--first` that `useColumnPages` sets on the table.
 *
 * The table, its row groups and rows become block and grid boxes; the cells keep their table
 * roles (Chromium keeps a table's semantics whatever its display).
 */

/** The box around the table: clips the columns out of view without becoming a scroll box. */
export const phoneFrame = "max-md:overflow-x-clip";

/** The table: as wide as all its columns at half the frame each, shifted to the first shown. */
export const phoneTable =
  "max-md:block max-md:w-[calc(var(--columns)*50%)] max-md:transition-transform max-md:motion-reduce:transition-none max-md:-translate-x-[calc(var(--first)*100%/var(--columns))] max-md:rtl:translate-x-[calc(var(--first)*100%/var(--columns))]";

/** The column headings, pinned under the site's header (4rem), or under it and the pager. */
export const phoneHead = (paged: boolean) =>
  `max-md:sticky max-md:z-20 max-md:block max-md:bg-white max-md:shadow-sm ${paged ? "max-md:top-[6.75rem]" : "max-md:top-16"}`;

export const phoneBody = "max-md:block";

/** A row: one grid column per paged column. */
export const phoneRow = "max-md:grid max-md:grid-cols-[repeat(var(--columns),minmax(0,1fr))]";

/** A row heading: a full-width line above the row's values. */
export const phoneRowHeading = "max-md:static max-md:col-span-full max-md:p-0 max-md:bg-slate-50";

/**
 * The row heading's text: as wide as the two shown columns and moved with them, so it stays
 * in view whichever columns are shown.
 */
export const phoneRowHeadingText =
  "max-md:block max-md:w-[calc(200%/var(--columns))] max-md:px-3 max-md:py-2 max-md:transition-transform max-md:motion-reduce:transition-none max-md:translate-x-[calc(var(--first)*50%)] max-md:rtl:-translate-x-[calc(var(--first)*50%)]";

/** A cell of the paged columns. */
export const phoneCell = "max-md:min-w-0 max-md:p-3";
