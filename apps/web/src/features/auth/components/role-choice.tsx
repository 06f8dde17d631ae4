import { SIGN_UP_ROLES } from "@app/shared/roles";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "@/lib/use-translation";

/** Business Owner or AI Vendor; admin is never offered (SPEC §6). */
export function RoleChoice({ registration }: { registration: UseFormRegisterReturn<"role"> }) {
  const { t } = useTranslation();
  const baseId = useId();

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-slate-800 text-sm">{t("auth.fields.role")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SIGN_UP_ROLES.map((role) => {
          const id = `${baseId}-${role}`;
          return (
            <div
              key={role}
              className="flex items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 focus-within:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                id={id}
                type="radio"
                value={role}
                aria-describedby={`${id}-hint`}
                className="mt-0.5 size-4 accent-brand-600"
                {...registration}
              />
              <div className="grid gap-1">
                <label htmlFor={id} className="cursor-pointer font-medium text-sm">
                  {t(`roles.${role}`)}
                </label>
                <p id={`${id}-hint`} className="text-slate-600 text-xs">
                  {t(`auth.roleHints.${role}`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
