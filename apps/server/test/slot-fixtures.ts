import { DEFAULT_OFFICE_TIME_ZONES } from "@app/shared/consultation-slots";
import { and, desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { officeAvailability } from "../src/db/schema/bookings.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import type { Browser } from "./accounts.ts";
import type { TestApp } from "./harness.ts";

/** Every day 08:00-20:00 in each office: plenty of slots whenever the test runs. */
export async function openOffices(t: Pick<TestApp, "db">) {
  const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: "08:00",
    end: "20:00",
  }));
  await t.db.insert(officeAvailability).values([
    { office: "dubai", timeZone: DEFAULT_OFFICE_TIME_ZONES.dubai, windows },
    { office: "india", timeZone: DEFAULT_OFFICE_TIME_ZONES.india, windows },
  ]);
}

export interface FreeSlot {
  office: "dubai" | "india";
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export async function freeSlots(browser: Browser, query = ""): Promise<FreeSlot[]> {
  const res = await browser.get(`/api/consultation-slots${query}`);
  if (res.status !== 200) throw new Error(`slots answered ${res.status}`);
  return res.body.slots;
}

/** The newest mail of a template to an address. */
export async function lastMail(t: Pick<TestApp, "db">, to: string, template: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return mail;
}

/** The manage-link token in a mail's text. */
export function manageToken(text: string): string {
  const token = /consultation\/booking\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("no manage link in the mail");
  return token;
}

/** The confirm-link token in a hold mail's text. */
export function confirmToken(text: string): string {
  const token = /consultation\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("no confirm link in the mail");
  return token;
}

/** An invite parsed back with ical.js: what a calendar would read from it. */
export function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startZone: event.startDate.zone?.tzid,
    summary: event.summary,
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendee: String(vevent.getFirstPropertyValue("attendee")),
    stamp: vevent.getFirstPropertyValue("dtstamp"),
  };
}
