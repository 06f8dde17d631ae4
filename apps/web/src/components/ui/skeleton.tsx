import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A grey placeholder block shown while content loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200", className)}
      {...props}
    />
  );
}
