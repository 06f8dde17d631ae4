import { MapPin, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useRegion } from "@/features/locale/hooks/use-region";
import { useTranslation } from "@/lib/use-translation";
import { TRUST_PLACES } from "../content/trust-places";

/** "Trusted by businesses across …" and the places we serve, for the visitor's region. */
export function TrustLine() {
  const { t } = useTranslation();
  const region = useRegion();
  const labelId = useId();
  return (
    <div className="mt-6 grid justify-items-center gap-3 border-white/20 border-t pt-6">
      <p className="flex items-center gap-2 font-semibold text-base sm:text-lg">
        <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
        {t(`home.trust.regions.${region}.line`)}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span id={labelId} className="text-brand-100">
          {t(`home.trust.regions.${region}.listLabel`)}
        </span>
        <ul aria-labelledby={labelId} className="flex flex-wrap justify-center gap-2">
          {TRUST_PLACES[region].map((place) => (
            <li
              key={place}
              className="flex items-center gap-1 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/25"
            >
              <MapPin className="size-3.5" aria-hidden="true" />
              {t(`home.trust.places.${place}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
