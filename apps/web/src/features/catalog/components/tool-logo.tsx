import { useState } from "react";
import { initialsOf } from "@/lib/initials";
import { cn } from "@/lib/utils";

interface ToolLogoProps {
  name: string;
  logo: string | null;
  size?: "md" | "lg";
}

/** The tool's logo, or its initials when it has none or the image fails to load. */
export function ToolLogo({ name, logo, size = "md" }: ToolLogoProps) {
  const [broken, setBroken] = useState(false);
  const box = size === "lg" ? "size-16 text-xl sm:size-20 sm:text-2xl" : "size-12 text-base";
  // Its box is reserved before the image arrives (CSS size, and these for the browser's own ratio).
  const pixels = size === "lg" ? 80 : 48;
  if (logo && !broken) {
    return (
      <img
        src={logo}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        onError={() => setBroken(true)}
        className={cn("shrink-0 rounded-lg border border-slate-200 bg-white object-contain", box)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 font-semibold text-white",
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
