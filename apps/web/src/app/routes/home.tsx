import { FinalCta } from "@/features/home/components/final-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactStats } from "@/features/home/components/impact-stats";
import { QuoteCarousel } from "@/features/home/components/quote-carousel";
import { WhyChoose } from "@/features/home/components/why-choose";
import { i18n } from "@/lib/i18n";
import homeEn from "@/locales/home/en.json";
import { addPageEnglish } from "@/locales/page-english";

// Before the first render: the page's English texts come with this route.
addPageEnglish(i18n, { home: homeEn });

export function Component() {
  return (
    <>
      <HomeHero />
      <ImpactStats />
      <WhyChoose />
      <QuoteCarousel />
      <FinalCta />
    </>
  );
}
