import { ROLES, type Role } from "@app/shared/roles";
import type { AdminUser } from "@app/shared/users";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeUser } from "../api/change-user";
import { useUserChangeFailure } from "./users-feedback";

interface UsersRoleControlProps {
  user: AdminUser;
  /** The signed-in admin's own row: shown, never changed. */
  isSelf: boolean;
  /** Id of the text that explains why the control is disabled. */
  describedBy?: string | undefined;
}

/** The account's role as a select; a new choice is confirmed in a dialog before it is sent. */
export function UsersRoleControl({ user, isSelf, describedBy }: UsersRoleControlProps) {
  const { t } = useTranslation();
  const change = useChangeUser(user.id);
  const onFailure = useUserChangeFailure();
  const [pending, setPending] = useState<Role | null>(null);

  const confirm = () => {
    if (!pending) return;
    const role = pending;
    change.mutate(
      { kind: "role", role },
      {
        onSuccess: () => {
          toast.success(t("adminUsers.done.role", { name: user.name, role: t(`roles.${role}`) }));
          setPending(null);
        },
        onError: (error) => {
          onFailure(error, { isSelf });
          setPending(null);
        },
      },
    );
  };

  return (
    <>
      <Select
        value={user.role}
        disabled={isSelf || change.isPending}
        onValueChange={(value) => setPending(value as Role)}
      >
        <SelectTrigger
          className="w-44"
          aria-label={t("adminUsers.roleLabel", { name: user.name })}
          aria-describedby={describedBy}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {t(`roles.${role}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogTitle>{t("adminUsers.confirmRole.title")}</DialogTitle>
          <DialogDescription>
            {t("adminUsers.confirmRole.description", {
              name: user.name,
              role: pending ? t(`roles.${pending}`) : "",
            })}
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("adminUsers.cancel")}
              </Button>
            </DialogClose>
            <Button type="button" disabled={change.isPending} onClick={confirm}>
              {t("adminUsers.confirmRole.confirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
