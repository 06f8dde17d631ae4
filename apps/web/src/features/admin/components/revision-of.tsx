import { toolPath } from "@app/shared/route-meta";
import { Trans } from "react-i18next";
import { Link } from "react-router";

/** A queue row's mark that it edits a live tool, with a link to the live page. */
export function RevisionOf({ listing }: { listing: { name: string; slug: string } }) {
  return (
    <p className="text-amber-800 text-sm">
      <Trans
        i18nKey="vendorRevisions.admin.revisionOf"
        values={{ name: listing.name }}
        components={{
          tool: (
            <Link
              to={toolPath(listing.slug)}
              target="_blank"
              rel="noopener"
              dir="auto"
              className="font-medium underline"
            />
          ),
        }}
      />
    </p>
  );
}
