import { Suspense } from "react";
import { FinalCta } from "@/features/home/components/final-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactStats } from "@/features/home/components/impact-stats";
import { QuoteCarousel } from "@/features/home/components/quote-carousel";
import { WhyChoose } from "@/features/home/components/why-choose";
import { ServerHtmlPart } from "@/lib/server-html-part";
import homeEn from "@/locales/home/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ home: homeEn });

export function Component() {
  return (
    <>
      {/* The hero and the quotes are hydration boundaries of their own; the texts and links stay
          the server's. */}
      <Suspense>
        <HomeHero />
      </Suspense>
      <ServerHtmlPart>
        <ImpactStats />
      </ServerHtmlPart>
      <ServerHtmlPart>
        <WhyChoose />
      </ServerHtmlPart>
      <Suspense>
        <QuoteCarousel />
      </Suspense>
      <ServerHtmlPart>
        <FinalCta />
      </ServerHtmlPart>
    </>
  );
}
