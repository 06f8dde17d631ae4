import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";

/** A list or panel of a dashboard that could not load: what happened, and Try again. */
export function ListError({ text, onRetry }: { text: string; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Card className="grid justify-items-start gap-4">
      <p role="alert" className="text-slate-700">
        {text}
      </p>
      <Button variant="outline" onClick={() => void onRetry()}>
        {t("common.tryAgain")}
      </Button>
    </Card>
  );
}

/** A list with nothing in it: an icon and why. */
export function ListEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="break-words font-medium text-slate-700">{children}</p>
    </Card>
  );
}
