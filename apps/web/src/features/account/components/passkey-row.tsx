import { Cloud, KeyRound, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import type { PasskeyItem } from "../api/list-passkeys";
import { useRenamePasskey } from "../api/rename-passkey";
import { PasskeyNameForm } from "./passkey-name-form";
import { RemovePasskeyDialog } from "./remove-passkey-dialog";

/** One of my passkeys: its name, when it was added, whether it syncs; rename and remove. */
export function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rename = useRenamePasskey();
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const name = passkey.name || t("business.account.passkeys.defaultName");

  // Back from the name form: the focus returns to Rename, not to the top of the page.
  useEffect(() => {
    if (!editing && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li className="py-3">
        <PasskeyNameForm
          defaultName={passkey.name ?? ""}
          submitLabel={t("business.account.passkeys.save")}
          busyLabel={t("business.account.passkeys.saving")}
          busy={rename.isPending}
          onSubmit={async (newName) => {
            await rename.mutateAsync({ id: passkey.id, name: newName });
            setEditing(false);
            toast.success(t("business.account.passkeys.renamed"));
          }}
          onFailed={(error) => {
            console.warn("Renaming a passkey failed", error);
            toast.error(failureText(error, t, t("business.account.passkeys.renameFailed")));
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="grid min-w-0 flex-1 gap-1">
        <span dir="auto" className="break-words font-medium">
          {name}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
          <time dateTime={passkey.createdAt}>
            {t("business.account.passkeys.addedOn", { date: format.date(passkey.createdAt) })}
          </time>
          {passkey.backedUp ? (
            <Badge variant="success">
              <Cloud aria-hidden="true" />
              {t("business.account.passkeys.synced")}
            </Badge>
          ) : null}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={renameButton}
          type="button"
          variant="outline"
          size="sm"
          aria-label={t("business.account.passkeys.renameLabel", { name })}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
          {t("business.account.passkeys.rename")}
        </Button>
        <RemovePasskeyDialog id={passkey.id} name={name} />
      </div>
    </li>
  );
}
