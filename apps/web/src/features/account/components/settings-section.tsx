import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One titled block of the account settings page; `#id` leads to it. */
export function SettingsSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const headingId = `settings-${id}`;
  return (
    <Card id={id} aria-labelledby={headingId} role="region" className="grid scroll-mt-20 gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-semibold text-xl">
          {title}
        </h2>
        <p className="text-slate-600 text-sm">{hint}</p>
      </div>
      {children}
    </Card>
  );
}
