import { z } from "zod";
import { INDUSTRIES } from "./catalog.ts";
import { bookingSchema } from "./consultation-slots.ts";
import { CONSULTATION_STATUSES } from "./leads.ts";
import { maturityScoresSchema } from "./maturity.ts";
import { pageSchema } from "./paging.ts";

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Limits of the consultation pipeline: the one definition. */
export const CONSULTATION_LIMITS = {
  noteMin: 1,
  noteMax: 2000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  pageMax: 10_000,
} as const;

/**
 * Where a request may go next: pending -> contacted -> scheduled -> completed, and cancelled from
 * any open step. Completed and cancelled are final. The server enforces it; the UI offers only these.
 */
export const CONSULTATION_TRANSITIONS = {
  pending: ["contacted", "cancelled"],
  contacted: ["scheduled", "cancelled"],
  scheduled: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
} as const satisfies Record<ConsultationStatus, readonly ConsultationStatus[]>;

export function canMoveConsultation(from: ConsultationStatus, to: ConsultationStatus): boolean {
  return (CONSULTATION_TRANSITIONS[from] as readonly ConsultationStatus[]).includes(to);
}

const status = z.enum(CONSULTATION_STATUSES);
const page = z.coerce.number().int().min(1).max(CONSULTATION_LIMITS.pageMax).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(CONSULTATION_LIMITS.pageSizeMax)
  .default(CONSULTATION_LIMITS.pageSizeDefault);
const note = z.string().trim().min(CONSULTATION_LIMITS.noteMin).max(CONSULTATION_LIMITS.noteMax);
/** ISO 8601 date and time. */
const timestamp = z.string();

/** GET /api/admin/consultations query string: every status unless one is named. */
export const consultationListQuerySchema = z.strictObject({
  status: status.optional(),
  page,
  pageSize,
});
export type ConsultationListQuery = z.input<typeof consultationListQuerySchema>;

/** GET /api/me/consultations query string. */
export const myConsultationListQuerySchema = z.strictObject({ page, pageSize });

/**
 * POST /api/admin/consultations/{id}/status body. `from` is the status the admin saw: when someone
 * moved the request meanwhile, the change is refused (409) instead of overriding theirs.
 */
export const consultationStatusInputSchema = z.strictObject({
  status,
  from: status.optional(),
  note: z
    .string()
    .trim()
    .max(CONSULTATION_LIMITS.noteMax)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ConsultationStatusInput = z.input<typeof consultationStatusInputSchema>;

/** POST /api/admin/consultations/{id}/notes body: an internal note, no status change. */
export const consultationNoteInputSchema = z.strictObject({ note });
export type ConsultationNoteInput = z.input<typeof consultationNoteInputSchema>;

/** Everything the requester sent, and where the request stands. */
export const consultationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  details: z.string().nullable(),
  status,
  language: z.string(),
  /** The slot booked with the request (or later), null for a call-back request. */
  booking: bookingSchema.nullable(),
  /** The digital maturity scores attached to the request, null when none was. */
  assessment: maturityScoresSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Consultation = z.infer<typeof consultationSchema>;

/** One step of the admin's history: a status change (with its optional note) or a note alone. */
export const consultationEventSchema = z.object({
  id: z.uuid(),
  /** Null for a note without a status change. */
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  note: z.string().nullable(),
  actorUserId: z.string().nullable(),
  /** The admin's name; null once that account is deleted. */
  actorName: z.string().nullable(),
  createdAt: timestamp,
});
export type ConsultationEvent = z.infer<typeof consultationEventSchema>;

export const adminConsultationSchema = consultationSchema.extend({
  userId: z.string().nullable(),
  events: z.array(consultationEventSchema),
});
export type AdminConsultation = z.infer<typeof adminConsultationSchema>;

export const consultationListSchema = pageSchema(consultationSchema);
export type ConsultationList = z.infer<typeof consultationListSchema>;

/** What the requester sees of a status change: when and to what; the admin's notes stay internal. */
export const statusChangeSchema = z.object({
  fromStatus: status,
  toStatus: status,
  createdAt: timestamp,
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const myConsultationSchema = consultationSchema.extend({
  history: z.array(statusChangeSchema),
});
export type MyConsultation = z.infer<typeof myConsultationSchema>;
