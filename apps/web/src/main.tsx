// First: before any module that makes a zod schema.
import "./lib/zod-without-eval";
import { splitLanguagePath } from "@app/shared/language-path";
import { APP_ROOT_ELEMENT_ID } from "@app/shared/page-state";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preparePage, redirectToChosenLanguage } from "./app/prepare-page";
import { reportHydrationMismatches } from "./lib/hydration-mismatch";
import { initI18n } from "./lib/i18n";
import { nextTask } from "./lib/next-task";
import { beginHydration } from "./lib/render-phase";
import { spreadHydrationEffects } from "./lib/spread-hydration";
import { warmUpFirstRender } from "./lib/warm-up";

const root = document.getElementById(APP_ROOT_ELEMENT_ID);
if (!root) throw new Error("Missing #root element");

const { language } = splitLanguagePath(window.location.pathname);

async function start(element: HTMLElement) {
  if (redirectToChosenLanguage(language)) return;
  warmUpFirstRender(language);
  await initI18n(language);
  const { router, queryClient, serverRendered } = await preparePage(language);
  // The router was just made, in this task (preparePage); hydration starts in the next one.
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (serverRendered) {
    reportHydrationMismatches();
    beginHydration();
    spreadHydrationEffects();
    hydrateRoot(element, app);
  } else {
    createRoot(element).render(app);
  }
}

void start(root);
