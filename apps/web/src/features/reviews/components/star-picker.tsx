import { Star } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

const STARS = [1, 2, 3, 4, 5] as const;

interface StarPickerProps {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
}

/**
 * 1 to 5 stars as a radio group: Tab reaches it, arrow keys move between stars (mirrored in
 * right-to-left layouts by Radix), and each star is read as "n stars".
 */
export function StarPicker({ value, onChange, labelledBy }: StarPickerProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      orientation="horizontal"
      value={value ? String(value) : ""}
      onValueChange={(next) => onChange(Number(next))}
      onPointerLeave={() => setHovered(0)}
      className="flex gap-1"
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          aria-label={t("reviews.starLabel", { count: star })}
          onPointerEnter={() => setHovered(star)}
          className="rounded-md p-1 transition-transform hover:scale-110"
        >
          <Star
            aria-hidden="true"
            className={cn(
              "size-8",
              star <= shown ? "fill-amber-400 text-amber-600" : "text-slate-500",
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
