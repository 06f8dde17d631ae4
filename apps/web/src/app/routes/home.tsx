import { FinalCta } from "@/features/home/components/final-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactStats } from "@/features/home/components/impact-stats";
import { QuoteCarousel } from "@/features/home/components/quote-carousel";
import { WhyChoose } from "@/features/home/components/why-choose";
import { HydrateLater } from "@/lib/hydrate-later";
import { ServerHtmlPart } from "@/lib/server-html-part";
import homeEn from "@/locales/home/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ home: homeEn });

export function Component() {
  return (
    <>
      {/* The first screen too hydrates in a task of its own, after the header's; below the
          fold on a phone, the quotes in one more, and the texts and links stay the server's. */}
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      <ServerHtmlPart>
        <ImpactStats />
      </ServerHtmlPart>
      <ServerHtmlPart>
        <WhyChoose />
      </ServerHtmlPart>
      <HydrateLater>
        <QuoteCarousel />
      </HydrateLater>
      <ServerHtmlPart>
        <FinalCta />
      </ServerHtmlPart>
    </>
  );
}
