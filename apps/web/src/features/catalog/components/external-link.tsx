import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

interface ExternalLinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** Called when the link is followed (e.g. to record the click); the link opens either way. */
  onClick?: () => void;
}

/** A button-styled link that opens another site in a new tab without giving it our window. */
export function ExternalLinkButton({
  href,
  children,
  variant = "outline",
  size = "sm",
  className,
  onClick,
}: ExternalLinkButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant={variant} size={size} asChild className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <ExternalIcon aria-hidden="true" />
        <span className="sr-only">{t("marketplace.opensInNewTab")}</span>
      </a>
    </Button>
  );
}
