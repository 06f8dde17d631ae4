import { LANGUAGES } from "@app/shared/i18n";
import { Check } from "lucide-react";
import type { ReactElement, RefObject } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { useTakeOverFocus } from "@/lib/use-deferred-component";

export interface LanguageDropdownProps {
  /** The globe button, as language-menu.tsx renders it before this module is there. */
  trigger: ReactElement;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Opened while this module was loading: open on arrival. */
  defaultOpen: boolean;
  /** Had the focus while this module was loading: keep it on arrival. */
  focusTrigger: boolean;
  /** Called before a switch to another language (its page has the focus on the button again). */
  onSwitch: () => void;
}

/** The language menu itself (Radix), loaded after hydration by LanguageMenu. */
export function LanguageDropdown({
  trigger,
  triggerRef,
  defaultOpen,
  focusTrigger,
  onSwitch,
}: LanguageDropdownProps) {
  const { language, setLanguage } = useLanguage();
  useTakeOverFocus(triggerRef, focusTrigger && !defaultOpen);

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {LANGUAGES.map((l) => (
          <DropdownMenuItem
            key={l.code}
            lang={l.code}
            aria-current={l.code === language ? "true" : undefined}
            onSelect={() => {
              if (l.code !== language) onSwitch();
              void setLanguage(l.code);
            }}
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
