import { Pause, Play } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { ROTATION_CONTROL_ATTRIBUTE } from "../hooks/use-carousel";
import { roundButton } from "./carousel-controls";

/** Starts or stops automatic rotation; focusing it does not pause the carousel. */
export function RotationToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      className={roundButton}
      onClick={onToggle}
      aria-label={playing ? t("home.insights.pause") : t("home.insights.play")}
      {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
