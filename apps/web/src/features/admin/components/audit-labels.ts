import { useTranslation } from "react-i18next";

/**
 * An action code (`user.ban`) or record type (`user`) in the reader's language; a code added to
 * the server before its translation reads as itself.
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const label = (key: string, code: string) =>
    i18n.exists(key) ? (t as (k: string) => string)(key) : code;
  return {
    action: (code: string) => label(`adminAudit.actions.${code}`, code),
    entityType: (code: string) => label(`adminAudit.entityTypes.${code}`, code),
  };
}
