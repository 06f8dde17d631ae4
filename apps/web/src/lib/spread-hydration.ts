import { options } from "preact";
import { subscribeToRenderPhase } from "./render-phase";

const inNextTask = (callback: () => void) => {
  setTimeout(callback, 0);
};

/**
 * While the server's HTML hydrates, each component's effects run in the task right after the
 * render that mounted them. Preact otherwise runs effects after the next frame, every pending one
 * in one task, with the renders their state changes cause: while a page hydrates in parts
 * (`HydrateLater`), a frame spans several parts, and the shell's effects (the session's query, the
 * router's subscription, the head) and the parts' added up to one task of 40+ ms here, four
 * times that on a phone. Once the page has hydrated, effects run after paint again.
 */
export function spreadHydrationEffects(): void {
  const afterPaint = options.requestAnimationFrame;
  options.requestAnimationFrame = inNextTask;
  const stop = subscribeToRenderPhase(() => {
    options.requestAnimationFrame = afterPaint;
    stop();
  });
}
