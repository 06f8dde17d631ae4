import { describe, expect, it } from "vitest";
import { consultationIcs, icsHref } from "./consultation-ics";

const event = {
  id: "c-1",
  startsAt: "2026-12-08T06:00:00.000Z",
  minutes: 60,
  summary: "استشارة مجانية, VettedAI",
  description: "سنتصل بك في الموعد; الرابط في بريدك.\nشكرًا",
  domain: "vettedai.example",
  confirmed: false,
};

describe("consultationIcs", () => {
  const ics = consultationIcs(event, new Date("2026-12-07T10:00:00Z"));
  const lines = ics.split("\r\n");

  it("is one VEVENT in UTC, tentative while held, with CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines).toContain("DTSTART:20261208T060000Z");
    expect(lines).toContain("DTEND:20261208T070000Z");
    expect(lines).toContain("UID:c-1@vettedai.example");
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(consultationIcs({ ...event, confirmed: true })).toContain("STATUS:CONFIRMED");
  });

  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:استشارة مجانية\\, VettedAI");
    expect(unfolded).toContain("الموعد\\; الرابط في بريدك.\\nشكرًا");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
  });

  it("downloads as a text/calendar data URL", () => {
    expect(decodeURIComponent(icsHref(ics).split(",").slice(1).join(","))).toBe(ics);
    expect(icsHref(ics).startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
  });
});
