import { z } from "zod";
import type { SiteConfig } from "./site-defaults.ts";

export * from "./site-defaults.ts";

/** What the server accepts as brand and contact details (config.ts validates the environment). */
export const siteConfigSchema = z.object({
  brandName: z.string().min(1),
  supportEmail: z.email(),
  careersEmail: z.email(),
  phone: z.string().min(3),
  whatsappNumber: z.string().regex(/^\d{6,15}$/, "digits only, with country code"),
  schedulerUrl: z.url(),
  consultationSlots: z.boolean(),
  chatUrl: z.url(),
  offices: z.object({ dubai: z.string().min(1), india: z.string().min(1) }),
  regionsServed: z.array(z.string().min(1)).min(1),
}) satisfies z.ZodType<SiteConfig>;
