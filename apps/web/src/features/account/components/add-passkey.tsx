import { PASSKEYS } from "@app/shared/limits";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/failure-text";
import { type PasskeyFailure, passkeyFailure } from "@/lib/passkey-failure";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useAddPasskey } from "../api/add-passkey";
import { PasskeyNameForm } from "./passkey-name-form";

const FAILURE_KEYS = {
  cancelled: "business.account.passkeys.cancelled",
  alreadyAdded: "business.account.passkeys.alreadyAdded",
  notVerified: "business.account.passkeys.notVerified",
  limit: "business.account.passkeys.limit",
} as const satisfies Record<Exclude<PasskeyFailure, "other">, string>;

interface Notice {
  text: string;
  /** The reader closed the prompt: said plainly, not as an error. */
  cancelled: boolean;
}

/**
 * "Add a passkey": a name (a numbered one suggested), then the browser's prompt; the list shows
 * the new passkey. At the limit, it says so instead.
 */
export function AddPasskey({ count }: { count: number }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [naming, setNaming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (count >= PASSKEYS.perAccount) {
    return (
      <p className="text-slate-600 text-sm">
        {t("business.account.passkeys.limit", { max: PASSKEYS.perAccount })}
      </p>
    );
  }

  const failed = (error: unknown) => {
    console.warn("Adding a passkey failed", error);
    const failure = passkeyFailure(error);
    const text =
      failure === "other"
        ? failureText(error, t, t("business.account.passkeys.addFailed"))
        : t(FAILURE_KEYS[failure], { max: PASSKEYS.perAccount });
    setNotice({ text, cancelled: failure === "cancelled" });
  };

  return (
    <div className="grid gap-3">
      {naming ? (
        <PasskeyNameForm
          defaultName={t("business.account.passkeys.suggestedName", { number: count + 1 })}
          submitLabel={t("business.account.passkeys.continue")}
          busyLabel={t("business.account.passkeys.waiting")}
          busy={add.isPending}
          onSubmit={async (name) => {
            setNotice(null);
            await add.mutateAsync(name);
            setNaming(false);
            toast.success(t("business.account.passkeys.added"));
          }}
          onFailed={failed}
          onCancel={() => {
            setNotice(null);
            setNaming(false);
          }}
        />
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setNaming(true)}>
          <Plus aria-hidden="true" />
          {t("business.account.passkeys.add")}
        </Button>
      )}
      {notice && naming ? (
        <p
          role={notice.cancelled ? "status" : "alert"}
          className={notice.cancelled ? "text-slate-600 text-sm" : "text-red-600 text-sm"}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
