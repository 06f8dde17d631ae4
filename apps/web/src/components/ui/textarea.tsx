import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-24 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
