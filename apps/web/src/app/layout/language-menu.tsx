import { LANGUAGES } from "@app/shared/i18n";
import { Globe } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { deferred, standInPress, useDeferredComponent } from "@/lib/use-deferred-component";
import { useTranslation } from "@/lib/use-translation";

/**
 * Set across a language switch that has to load the page at the new address (the fallback when
 * the switch cannot happen in place), so the keyboard's place survives it.
 */
const REFOCUS_KEY = "refocus-language-menu";

function markRefocus(): void {
  try {
    sessionStorage.setItem(REFOCUS_KEY, "1");
  } catch {
    // No session storage: focus starts at the top of the new page.
  }
}

function takeRefocus(): boolean {
  try {
    const marked = sessionStorage.getItem(REFOCUS_KEY) !== null;
    sessionStorage.removeItem(REFOCUS_KEY);
    return marked;
  } catch {
    return false;
  }
}

/** The menu (Radix and its positioning), off the first script. */
const dropdown = deferred(async () => (await import("./language-dropdown")).LanguageDropdown);

function LanguageButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = LANGUAGES.find((l) => l.code === language);
  return (
    <Button
      variant="ghost"
      size="sm"
      // The visible language name is part of the accessible name (WCAG 2.5.3 label in name).
      aria-label={current ? `${t("nav.language")}: ${current.label}` : t("nav.language")}
      {...props}
    >
      <Globe aria-hidden="true" />
      <span className="hidden sm:inline" aria-hidden="true">
        {current?.label}
      </span>
    </Button>
  );
}

/**
 * Globe button (accessible name "Language") opening English / العربية / हिन्दी. Choosing another
 * language opens the page at that language's address; the button has the focus there again.
 *
 * The server's HTML and the hydrating render show the closed button only; the menu's code loads
 * just after hydration and takes the button's place (a press meanwhile opens it on arrival), so
 * the first script carries no menu.
 */
export function LanguageMenu() {
  const trigger = useRef<HTMLButtonElement>(null);
  const loaded = useDeferredComponent(dropdown, trigger);
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (takeRefocus()) trigger.current?.focus();
  }, []);

  if (loaded) {
    const { Component: Dropdown, focused } = loaded;
    return (
      <Dropdown
        trigger={<LanguageButton ref={trigger} />}
        triggerRef={trigger}
        defaultOpen={pressed}
        focusTrigger={focused}
        onSwitch={markRefocus}
      />
    );
  }
  // What Radix's closed trigger renders.
  return (
    <LanguageButton
      ref={trigger}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-stand-in=""
      {...standInPress(() => setPressed(true))}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setPressed(true);
      }}
    />
  );
}
