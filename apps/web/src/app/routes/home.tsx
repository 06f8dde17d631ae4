import { FinalCta } from "@/features/home/components/final-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactStats } from "@/features/home/components/impact-stats";
import { QuoteCarousel } from "@/features/home/components/quote-carousel";
import { WhyChoose } from "@/features/home/components/why-choose";
import { HydrateLater } from "@/lib/hydrate-later";
import homeEn from "@/locales/home/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ home: homeEn });

export function Component() {
  return (
    <>
      {/* The first screen too hydrates in a task of its own, after the header and footer's
          shell; below the fold on a phone, each part in one more. */}
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      <HydrateLater>
        <ImpactStats />
      </HydrateLater>
      <HydrateLater>
        <WhyChoose />
      </HydrateLater>
      <HydrateLater>
        <QuoteCarousel />
      </HydrateLater>
      <HydrateLater>
        <FinalCta />
      </HydrateLater>
    </>
  );
}
