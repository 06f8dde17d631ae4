import { FinalCta } from "@/features/home/components/final-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactStats } from "@/features/home/components/impact-stats";
import { QuoteCarousel } from "@/features/home/components/quote-carousel";
import { WhyChoose } from "@/features/home/components/why-choose";

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
