import type { AuditEntry } from "@app/shared/audit";
import { toolPath } from "@app/shared/route-meta";
import { Link } from "react-router";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";

/** Where an admin sees the record: the tool's page, or the account found in User Management. */
export function auditRecordPath(entry: Pick<AuditEntry, "entityType" | "record">): string | null {
  const { record } = entry;
  if (!record) return null;
  if (entry.entityType === "user") {
    return `/dashboard/admin?${new URLSearchParams({ tab: "users", q: record.name })}`;
  }
  return record.toolSlug ? toolPath(record.toolSlug) : null;
}

/**
 * The record an audit row is about, by name and linked to where it can be seen, its id smaller
 * beside it; a deleted record (or one without a name) reads as its id alone.
 */
export function AuditRecordName({ entry }: { entry: AuditEntry }) {
  const id = <LtrText className="break-all font-mono text-xs">{entry.entityId}</LtrText>;
  if (!entry.record) return id;
  const path = auditRecordPath(entry);
  // An account's name is its e-mail: left to right; a tool's name is the vendor's words.
  const name =
    entry.entityType === "user" ? (
      <LtrText className="break-all">{entry.record.name}</LtrText>
    ) : (
      <VendorText>{entry.record.name}</VendorText>
    );
  return (
    <>
      {path ? (
        <Link to={path} className="font-medium text-brand-700 underline underline-offset-2">
          {name}
        </Link>
      ) : (
        <span className="font-medium text-slate-800">{name}</span>
      )}{" "}
      <span className="text-slate-500">({id})</span>
    </>
  );
}
