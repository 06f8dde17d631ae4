import hi from "./route-meta/hi.json";

/** Hindi page titles and descriptions, in a module of their own for the browser to load lazily. */
export default hi;
