import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A labelled busy indicator; the label is read by screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-2 py-16", className)}>
      <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
