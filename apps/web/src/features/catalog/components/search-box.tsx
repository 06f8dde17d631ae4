import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useTranslation } from "@/lib/use-translation";
import { useDebouncedValue } from "../hooks/use-debounced-value";

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The query in the URL. */
  value: string;
  onSearch: (query: string) => void;
}

/** Free-text search, sent ~300 ms after typing stops; follows the URL on Back/Forward. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  useEffect(() => {
    if (debounced !== latest.current.value) latest.current.onSearch(debounced);
  }, [debounced]);

  // The URL changed under us (Back, a shared link, Clear filters): show its query.
  const typed = useRef(debounced);
  typed.current = debounced;
  useEffect(() => {
    if (value !== typed.current) setText(value);
  }, [value]);

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("marketplace.searchPlaceholder")}
        aria-label={t("marketplace.searchLabel")}
        maxLength={200}
        className="h-12 ps-10 text-base"
      />
    </div>
  );
}
