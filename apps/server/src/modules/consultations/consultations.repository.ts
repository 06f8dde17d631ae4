import type {
  AdminConsultation,
  Consultation,
  ConsultationEvent,
  ConsultationList,
  ConsultationStatus,
  MyConsultation,
} from "@app/shared/consultations";
import { and, asc, count, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { consultationEvents, consultations } from "../../db/schema/leads.ts";
import { maturityAssessments } from "../../db/schema/maturity.ts";
import { AppError } from "../../http/app-error.ts";
import { bookingsOf } from "../bookings/bookings.repository.ts";
import { toBooking } from "../bookings/bookings.service.ts";

const c = consultations;
const e = consultationEvents;
const m = maturityAssessments;
type Row = typeof c.$inferSelect;
type Paging = { page: number; pageSize: number };

const publicColumns = {
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  company: c.company,
  industry: c.industry,
  details: c.details,
  status: c.status,
  language: c.language,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  /** The attached self-assessment's scores (one per request at most: a unique index). */
  assessment: m.scores,
};

type ListedRow = Pick<Row, Exclude<keyof typeof publicColumns, "assessment">> & {
  assessment: Consultation["assessment"];
};

/** A request's attached self-assessment, joined: one query for a whole page. */
const attached = eq(m.consultationId, c.id);

/** Dates as ISO strings; industry and status were checked when written. */
function toConsultation(row: ListedRow, booking: Consultation["booking"]): Consultation {
  return {
    ...row,
    booking,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as Consultation;
}

/** The rows with their booked slots (one query for the page). */
async function withBookings(db: Db | Tx, rows: ListedRow[]): Promise<Consultation[]> {
  const bookings = await bookingsOf(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(bookings.map((b) => [b.consultationId, toBooking(b)]));
  return rows.map((r) => toConsultation(r, byId.get(r.id) ?? null));
}

async function page(db: Db, where: SQL | undefined, paging: Paging): Promise<ConsultationList> {
  const [rows, [total]] = await Promise.all([
    db
      .select(publicColumns)
      .from(c)
      .leftJoin(m, attached)
      .where(where)
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return {
    items: await withBookings(db, rows),
    total: total?.n ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** The admin's pipeline, newest first, of one status or all, counted and paged in SQL. */
export function listConsultations(
  db: Db,
  query: Paging & { status?: ConsultationStatus | undefined },
): Promise<ConsultationList> {
  return page(db, query.status ? eq(c.status, query.status) : undefined, query);
}

/** Every step of one request's history, oldest first, with the acting admin's name. */
async function eventsOf(db: Db | Tx, id: string): Promise<ConsultationEvent[]> {
  const rows = await db
    .select({
      id: e.id,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      actorUserId: e.actorUserId,
      actorName: user.name,
      createdAt: e.createdAt,
    })
    .from(e)
    .leftJoin(user, eq(user.id, e.actorUserId))
    .where(eq(e.consultationId, id))
    .orderBy(asc(e.createdAt), asc(e.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }) as ConsultationEvent);
}

/** Everything the requester sent, the account it came from, and the whole history (admin). */
export async function getConsultation(db: Db | Tx, id: string): Promise<AdminConsultation> {
  const [row] = await db
    .select({ ...publicColumns, userId: c.userId })
    .from(c)
    .leftJoin(m, attached)
    .where(eq(c.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such consultation request.");
  const [listed] = await withBookings(db, [row]);
  return { ...(listed as Consultation), userId: row.userId, events: await eventsOf(db, id) };
}

/**
 * The requests a user may see as theirs: made while signed in to this account, or sent from its
 * e-mail address once that address is verified. An unverified address proves nothing, so someone
 * who signs up with another person's address never sees that person's requests.
 */
export function ownedBy(userId: string): SQL {
  const verifiedEmail = sql`(select ${user.email} from ${user} where ${user.id} = ${userId} and ${user.emailVerified})`;
  return or(eq(c.userId, userId), sql`${c.email} = ${verifiedEmail}`) as SQL;
}

/** The signed-in user's own requests, newest first. */
export function listMyConsultations(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<ConsultationList> {
  return page(db, ownedBy(userId), paging);
}

/** One of the user's own requests with its status changes (no internal notes); else 404. */
export async function getMyConsultation(
  db: Db,
  userId: string,
  id: string,
): Promise<MyConsultation> {
  const [row] = await db
    .select(publicColumns)
    .from(c)
    .leftJoin(m, attached)
    .where(and(eq(c.id, id), ownedBy(userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such consultation request.");
  const changes = await db
    .select({ fromStatus: e.fromStatus, toStatus: e.toStatus, createdAt: e.createdAt })
    .from(e)
    .where(and(eq(e.consultationId, id), isNotNull(e.toStatus)))
    .orderBy(asc(e.createdAt), asc(e.id));
  const [listed] = await withBookings(db, [row]);
  return {
    ...(listed as Consultation),
    history: changes.map((h) => ({
      fromStatus: h.fromStatus as ConsultationStatus,
      toStatus: h.toStatus as ConsultationStatus,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}
