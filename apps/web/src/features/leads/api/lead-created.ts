/** The server's answer to a new consultation request or tool submission (leadCreatedSchema). */
export interface LeadCreated {
  id: string;
  status: "pending";
}
