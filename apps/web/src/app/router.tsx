import type { RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { i18n } from "@/lib/i18n";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./route-error";

/** Every page is its own chunk, loaded when first visited. */
const pages: RouteObject[] = [
  { index: true, lazy: () => import("./routes/home") },
  { path: "about", lazy: () => import("./routes/about") },
  { path: "mission", lazy: () => import("./routes/mission") },
  { path: "marketplace", lazy: () => import("./routes/marketplace") },
  { path: "tool/:id", lazy: () => import("./routes/tool") },
  { path: "consultation", lazy: () => import("./routes/consultation") },
  { path: "digital-maturity", lazy: () => import("./routes/digital-maturity") },
  { path: "submit-tool", lazy: () => import("./routes/submit-tool") },
  { path: "auth", lazy: () => import("./routes/auth") },
  {
    path: "privacy",
    lazy: async () => ({ Component: (await import("./routes/legal")).PrivacyPage }),
  },
  {
    path: "terms",
    lazy: async () => ({ Component: (await import("./routes/legal")).TermsPage }),
  },
  {
    path: "dashboard/business",
    lazy: async () => ({ Component: (await import("./routes/dashboard")).BusinessDashboard }),
  },
  {
    path: "dashboard/vendor",
    lazy: async () => ({ Component: (await import("./routes/dashboard")).VendorDashboard }),
  },
  {
    path: "dashboard/admin",
    lazy: async () => ({ Component: (await import("./routes/dashboard")).AdminDashboard }),
  },
  {
    path: "regions/uae",
    lazy: async () => ({ Component: (await import("./routes/region")).UaePage }),
  },
  {
    path: "regions/india",
    lazy: async () => ({ Component: (await import("./routes/region")).IndiaPage }),
  },
  {
    path: "regions/saudi",
    lazy: async () => ({ Component: (await import("./routes/region")).SaudiPage }),
  },
  { path: "*", lazy: () => import("./routes/not-found") },
];

function InitialLoad() {
  return <Spinner label={i18n.t("common.loading")} className="min-h-dvh" />;
}

export function createRouter() {
  return createBrowserRouter([
    {
      path: "/",
      Component: RootLayout,
      HydrateFallback: InitialLoad,
      errorElement: <RouteError />,
      // The pathless route keeps navbar and footer around a page that fails.
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ]);
}
