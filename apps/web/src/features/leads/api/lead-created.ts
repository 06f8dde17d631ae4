/** The server's answer to a new consultation request or tool submission (leadCreatedSchema). */
export interface LeadCreated {
  id: string;
  status: "pending";
  /** A picked slot only held until the e-mail's confirm link is opened: when the hold ends. */
  heldUntil?: string;
  /** A picked time's booking: the calendar event's UID, as in the e-mailed invite. */
  bookingId?: string;
}
