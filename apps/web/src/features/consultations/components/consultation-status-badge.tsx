import type { ConsultationStatus } from "@app/shared/consultations";
import { CalendarCheck, CircleCheck, CircleX, Clock, PhoneCall } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";

const LOOK = {
  pending: { variant: "brand", Icon: Clock },
  contacted: { variant: "warning", Icon: PhoneCall },
  scheduled: { variant: "outline", Icon: CalendarCheck },
  completed: { variant: "success", Icon: CircleCheck },
  cancelled: { variant: "default", Icon: CircleX },
} as const satisfies Record<ConsultationStatus, { variant: BadgeProps["variant"]; Icon: unknown }>;

/** Where a consultation request stands, in words and an icon (never colour alone). */
export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  const { t } = useTranslation();
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {t(`consultations.status.${status}`)}
    </Badge>
  );
}
