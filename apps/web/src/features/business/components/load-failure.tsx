import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** A tab whose data did not load: what failed, and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="grid justify-items-start gap-4">
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {t("common.tryAgain")}
      </Button>
    </Card>
  );
}
