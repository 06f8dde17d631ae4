import type { ReportStatus } from "@app/shared/reports";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";

const VARIANTS = { open: "warning", resolved: "success", dismissed: "default" } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`reports.statuses.${status}`)}</Badge>;
}
