import type { ReportStatus } from "@app/shared/reports";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANTS = { open: "warning", resolved: "success", dismissed: "default" } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`reports.statuses.${status}`)}</Badge>;
}
