import type { Tool } from "@app/shared/catalog-schemas";
import { BadgeCheck, Sparkles, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";

type BadgeFlags = Pick<Tool, "verified" | "featured" | "builtByProvider">;

/** Verified, Featured and Built by us, for whichever apply. */
export function ToolBadges({
  tool,
  showBuiltBy = true,
}: {
  tool: BadgeFlags;
  showBuiltBy?: boolean;
}) {
  const { t } = useTranslation();
  if (!tool.verified && !tool.featured && !(showBuiltBy && tool.builtByProvider)) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {tool.verified ? (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          {t("marketplace.badges.verified")}
        </Badge>
      ) : null}
      {tool.featured ? (
        <Badge variant="warning">
          <Star aria-hidden="true" />
          {t("marketplace.badges.featured")}
        </Badge>
      ) : null}
      {showBuiltBy && tool.builtByProvider ? (
        <Badge variant="brand">
          <Sparkles aria-hidden="true" />
          {t("marketplace.badges.builtByUs")}
        </Badge>
      ) : null}
    </div>
  );
}
