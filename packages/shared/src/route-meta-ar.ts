import ar from "./route-meta/ar.json";

/** Arabic page titles and descriptions, in a module of their own for the browser to load lazily. */
export default ar;
