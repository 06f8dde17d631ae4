// The page's one render-blocking script: the stylesheets, and the app after the first paint.
import "./fonts.css";
import "./styles.css";
import { APP_ROOT_ELEMENT_ID } from "@app/shared/page-state";
import { afterFirstPaint } from "./lib/after-first-paint";

const loadApp = () => {
  import("./main").catch((error: unknown) => {
    console.error("The app could not be loaded", error);
  });
};

/**
 * The server's HTML is the page: it is shown before the browser fetches, parses and runs the
 * app that hydrates it, so on a slow phone the words arrive with the stylesheet and fonts alone
 * instead of after ~115 KiB of scripts. Until hydration ends the page's controls sit in a
 * disabled fieldset (hydration-gate), so a tap before then is not lost to a dead button. A page
 * the server could not render (an empty root) has nothing to show: its app loads at once.
 */
if (document.getElementById(APP_ROOT_ELEMENT_ID)?.hasChildNodes()) afterFirstPaint(loadApp);
else loadApp();
