import { beforeEach, describe, expect, it } from "vitest";
import {
  beginHydration,
  endHydration,
  holdHydration,
  rendersServerHtml,
  subscribeToRenderPhase,
} from "./render-phase";

describe("the render phase of a hydrated page", () => {
  let ended = 0;
  beforeEach(() => {
    ended = 0;
    beginHydration();
  });
  const watch = () => subscribeToRenderPhase(() => ended++);

  it("ends when the first hydration commits if no part was left for later", () => {
    const stop = watch();
    expect(rendersServerHtml()).toBe(true);
    endHydration();
    expect(rendersServerHtml()).toBe(false);
    expect(ended).toBe(1);
    stop();
  });

  it("lasts until every part left for later has hydrated, and ends once", () => {
    const stop = watch();
    const first = holdHydration();
    const second = holdHydration();
    endHydration();
    expect(rendersServerHtml()).toBe(true);
    first();
    first();
    expect(rendersServerHtml()).toBe(true);
    second();
    expect(rendersServerHtml()).toBe(false);
    expect(ended).toBe(1);
    stop();
  });

  it("does not end on a part's release before the first hydration has committed", () => {
    const stop = watch();
    holdHydration()();
    expect(rendersServerHtml()).toBe(true);
    expect(ended).toBe(0);
    endHydration();
    expect(ended).toBe(1);
    stop();
  });
});
