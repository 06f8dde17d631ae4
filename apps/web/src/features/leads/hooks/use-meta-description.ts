import { useEffect } from "react";

/** Sets <meta name="description"> while mounted and puts the previous text back afterwards. */
export function useMetaDescription(description: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
