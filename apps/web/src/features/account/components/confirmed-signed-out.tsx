import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

/**
 * Where the confirmation link lands for a reader who is not signed in (another browser, say the
 * phone that read the mail): the link confirmed the address and signed nobody in, so this says
 * so and offers the sign-in.
 */
export function ConfirmedSignedOut({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-12 text-center sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight">{t("verifyEmail.title")}</h1>
      <p
        role="status"
        className={
          failed
            ? "rounded-lg bg-red-50 p-3 text-red-800"
            : "rounded-lg bg-emerald-50 p-3 text-emerald-800"
        }
      >
        {failed ? t("verifyEmail.linkFailed") : t("verifyEmail.confirmedSignedOut")}
      </p>
      <Button asChild className="justify-self-center">
        <Link to="/auth">{t("verifyEmail.signIn")}</Link>
      </Button>
    </section>
  );
}
