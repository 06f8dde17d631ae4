import { AboutPage } from "@/features/company/components/about-page";

export function Component() {
  return <AboutPage />;
}
