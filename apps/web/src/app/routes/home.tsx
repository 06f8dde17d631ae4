import { Suspense } from "react";
import { FinalCta } from "@/features/home/components/final-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactStats } from "@/features/home/components/impact-stats";
import { WhyChoose } from "@/features/home/components/why-choose";
import { lazyPart } from "@/lib/lazy-part";
import { ServerHtmlPart } from "@/lib/server-html-part";
import homeEn from "@/locales/home/en.json";
import { addPageTexts } from "@/locales/page-english";

// Before the first render: the page's texts (its English comes with this route).
await addPageTexts({ home: homeEn });

/**
 * The quotes sit below the first screen: a chunk of their own (the carousel and the quotes in
 * three languages), whose server HTML stays until it arrives and hydrates (ADR 30's lazy parts).
 */
const QuoteCarousel = lazyPart(
  () => import("@/features/home/components/quote-carousel").then((module) => module.QuoteCarousel),
  { takesInput: true },
);

export function Component() {
  return (
    <>
      {/* The hero and the quotes are hydration boundaries of their own (the quotes' code loads after
          the page's); the texts and links stay the server's. */}
      <Suspense>
        <HomeHero />
      </Suspense>
      <ServerHtmlPart>
        <ImpactStats />
      </ServerHtmlPart>
      <ServerHtmlPart>
        <WhyChoose />
      </ServerHtmlPart>
      <QuoteCarousel />
      <ServerHtmlPart>
        <FinalCta />
      </ServerHtmlPart>
    </>
  );
}
