import { useContext } from "react";
import type { LanguageContextValue } from "../components/language-provider";
import { LanguageContext } from "../components/language-provider";

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error("useLanguage must be used within a LanguageProvider");
  return context;
}
