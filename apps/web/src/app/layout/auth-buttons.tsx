import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

/** Signed-out calls to action: both go to /auth, Sign Up opens its tab. */
export function AuthButtons({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button variant="ghost" size="sm" asChild>
        <Link to="/auth">{t("nav.signIn")}</Link>
      </Button>
      <Button size="sm" asChild>
        <Link to="/auth?tab=signup">{t("nav.signUp")}</Link>
      </Button>
    </div>
  );
}
