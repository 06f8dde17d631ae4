import { Skeleton } from "@/components/ui/skeleton";
import { useTranslation } from "@/lib/use-translation";

/**
 * The tool page's shape while its tool loads (opened from a card, in the browser): the back
 * link, the header, the side card beside the tabs. At least a screen tall, so the footer stays
 * below the fold until the page arrives and nothing on screen moves (CLS 0, e2e/states.spec.ts).
 */
export function ToolDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto grid min-h-dvh max-w-7xl content-start gap-8 px-4 py-8 sm:px-6 lg:px-8"
      data-testid="tool-skeleton"
    >
      <p role="status" className="sr-only">
        {t("tool.loading")}
      </p>
      <Skeleton className="h-5 w-40" />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Skeleton className="size-20 shrink-0 rounded-xl" />
        <div className="grid flex-1 gap-3">
          <Skeleton className="h-9 w-2/3 sm:h-10" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-14 w-full max-w-3xl" />
          <div className="flex gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
        </div>
      </div>
      <Skeleton className="h-5 w-56" />
      <div className="grid gap-8 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-xl lg:col-start-3 lg:row-start-1" />
        <div className="grid content-start gap-4 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
