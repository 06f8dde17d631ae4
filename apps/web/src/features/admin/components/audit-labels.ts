import { useTranslation } from "@/lib/use-translation";

/**
 * An action code (`user.ban`) or record type (`user`) in the reader's language; a code added to
 * the server before its translation reads as itself.
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const translate = t as (key: string, options?: { returnObjects: boolean }) => unknown;
  const label = (key: string, code: string) => {
    // A code that names a group of labels ("user") is no label either.
    const text = i18n.exists(key) ? translate(key, { returnObjects: true }) : undefined;
    return typeof text === "string" ? text : code;
  };
  return {
    action: (code: string) => label(`adminAudit.actions.${code}`, code),
    entityType: (code: string) => label(`adminAudit.entityTypes.${code}`, code),
  };
}
