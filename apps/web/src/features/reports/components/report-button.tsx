import type { ReportSubject } from "@app/shared/reports";
import { Flag } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

const ReportDialog = lazy(() =>
  import("./report-dialog").then((module) => ({ default: module.ReportDialog })),
);

interface ReportButtonProps {
  subject: ReportSubject;
  targetId: string;
  targetName: string;
  /** The button's words ("Report", "Report this listing"). */
  children: ReactNode;
  /** Its accessible name, when the words alone do not say what is reported. */
  label?: string;
  className?: string;
}

/**
 * "Report" on a listing or a review: asks a visitor to sign in; opens the report dialog, whose
 * code and texts load with the first click; says "Reported" once the report is filed.
 */
export function ReportButton({
  subject,
  targetId,
  targetName,
  children,
  label,
  className,
}: ReportButtonProps) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);

  if (reported) {
    return <span className="text-slate-600 text-sm">{t("reports.reported")}</span>;
  }
  // Until we know who is signed in, a click could ask a member to sign in.
  const busy = status === "loading";
  const start = () => {
    if (busy) return;
    if (status === "signed-in") {
      setOpen(true);
      return;
    }
    void import("../texts").then(() =>
      toast.error(t("reports.signInRequired"), { description: t("reports.signInToReport") }),
    );
  };
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className={cn("justify-self-start text-slate-600", className)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-disabled={busy || undefined}
        onClick={start}
      >
        <Flag aria-hidden="true" />
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            subject={subject}
            targetId={targetId}
            targetName={targetName}
            open={open}
            onOpenChange={setOpen}
            onReported={() => setReported(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
