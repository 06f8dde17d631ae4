import { LANGUAGES } from "@app/shared/i18n";
import { Check, Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLanguage } from "@/features/locale/hooks/use-language";

/** Globe button (accessible name "Language") opening English / العربية / हिन्दी. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const current = LANGUAGES.find((l) => l.code === language);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // The visible language name is part of the accessible name (WCAG 2.5.3 label in name).
          aria-label={current ? `${t("nav.language")}: ${current.label}` : t("nav.language")}
        >
          <Globe aria-hidden="true" />
          <span className="hidden sm:inline" aria-hidden="true">
            {current?.label}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {LANGUAGES.map((l) => (
          <DropdownMenuItem
            key={l.code}
            lang={l.code}
            aria-current={l.code === language ? "true" : undefined}
            onSelect={() => void setLanguage(l.code)}
          >
            <span className="flex size-4 items-center justify-center">
              {l.code === language ? <Check aria-hidden="true" /> : null}
            </span>
            {l.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
