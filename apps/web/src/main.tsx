// First: before any module that makes a zod schema.
import "./lib/zod-without-eval";
import { splitLanguagePath } from "@app/shared/language-path";
import { APP_ROOT_ELEMENT_ID } from "@app/shared/page-state";
import { redirectToChosenLanguage } from "./app/language-redirect";
import { nextTask } from "./lib/next-task";
import { warmUpFirstRender } from "./lib/warm-up";

const root = document.getElementById(APP_ROOT_ELEMENT_ID);
if (!root) throw new Error("Missing #root element");

const { language } = splitLanguagePath(window.location.pathname);

/**
 * The app's code runs in stages, each in a task of its own: the texts (i18next), then the router
 * and the query cache, then the components. Imported statically they were one module graph, run
 * in one task of 40+ ms on this machine (four times that on a phone: issue 12's blocking time).
 */
async function start(element: HTMLElement) {
  if (redirectToChosenLanguage(language)) return;
  warmUpFirstRender(language);
  const { initI18n } = await import("./lib/i18n");
  await initI18n(language);
  await nextTask();
  const { preparePage } = await import("./app/prepare-page");
  const page = await preparePage(language);
  // The router was just made, in this task (preparePage); the components run in the next one.
  await nextTask();
  const { hydrateApp } = await import("./app/hydrate-app");
  // Hydration starts in a task of its own too.
  await nextTask();
  hydrateApp(element, page);
}

void start(root);
