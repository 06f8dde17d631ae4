import { describe, expect, it } from "vitest";
import { splitList } from "./split-list";

describe("splitList", () => {
  it("gives nothing for empty or blank text", () => {
    expect(splitList("")).toEqual([]);
    expect(splitList("  \n \n")).toEqual([]);
  });

  it("splits one item per line, trimming and dropping blank lines", () => {
    expect(splitList(" Chat widget \n\nCRM sync\r\n  Reports, dashboards and alerts ")).toEqual([
      "Chat widget",
      "CRM sync",
      "Reports, dashboards and alerts",
    ]);
  });

  it("splits a single line on commas", () => {
    expect(splitList("Slack, HubSpot ,, Zapier,")).toEqual(["Slack", "HubSpot", "Zapier"]);
  });

  it("keeps a single item without separators", () => {
    expect(splitList("Salesforce\n")).toEqual(["Salesforce"]);
  });
});
