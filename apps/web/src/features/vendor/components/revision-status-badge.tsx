import type { VendorSubmission } from "@app/shared/review";
import { CircleCheck, CircleX, Clock, PencilLine } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";

type Status = NonNullable<VendorSubmission["status"]>;

const LOOK = {
  pending: { variant: "brand", Icon: Clock },
  approved: { variant: "success", Icon: CircleCheck },
  rejected: { variant: "default", Icon: CircleX },
  changes_requested: { variant: "warning", Icon: PencilLine },
} as const satisfies Record<Status, { variant: BadgeProps["variant"]; Icon: unknown }>;

/** Where the latest edit of a live listing stands, in words and an icon (never colour alone). */
export function RevisionStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {t(`vendorRevisions.status.${status}`)}
    </Badge>
  );
}
