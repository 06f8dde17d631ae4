import { CONTENT_LIMITS, moderationReasonSchema } from "@app/shared/content";
import { EyeOff } from "lucide-react";
import { ReasonDialog } from "@/features/dashboard/components/reason-dialog";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

interface ContentReasonDialogProps {
  /** The trigger's visible text and its accessible name. */
  open: string;
  openLabel: string;
  title: string;
  description: string;
  reasonLabel: string;
  confirm: string;
  pending: boolean;
  /** Sends the reason; resolves true when done, so the dialog closes. */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** "Hide" and its dialog: a reason of the shared length is required before anything is sent. */
export function ContentReasonDialog({ open, openLabel, ...props }: ContentReasonDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ReasonDialog
      {...props}
      trigger={{ text: open, label: openLabel, icon: EyeOff }}
      cancel={t("adminContent.edit.cancel")}
      maxLength={CONTENT_LIMITS.reasonMax}
      isValid={(reason) => moderationReasonSchema.safeParse({ reason }).success}
      invalidText={t("adminContent.hide.reasonInvalid", {
        min: format.number(CONTENT_LIMITS.reasonMin),
        max: format.number(CONTENT_LIMITS.reasonMax),
      })}
    />
  );
}
