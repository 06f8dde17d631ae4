import type { HydrationState, RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { metaHandle } from "@/features/seo/route-handle";
import { i18n } from "@/lib/i18n";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./route-error";

/** Every page is its own chunk, loaded when first visited; its handle names its title texts. */
const pages: RouteObject[] = [
  { index: true, handle: metaHandle("home"), lazy: () => import("./routes/home") },
  { path: "about", handle: metaHandle("about"), lazy: () => import("./routes/about") },
  { path: "mission", handle: metaHandle("mission"), lazy: () => import("./routes/mission") },
  {
    path: "marketplace",
    handle: metaHandle("marketplace"),
    lazy: () => import("./routes/marketplace"),
  },
  { path: "tool/:id", handle: metaHandle("tool"), lazy: () => import("./routes/tool") },
  {
    path: "tool/:id/alternatives",
    handle: metaHandle("alternatives"),
    lazy: () => import("./routes/alternatives"),
  },
  { path: "compare", handle: metaHandle("compare"), lazy: () => import("./routes/compare") },
  {
    path: "consultation",
    handle: metaHandle("consultation"),
    lazy: () => import("./routes/consultation"),
  },
  {
    path: "consultation/booking",
    handle: metaHandle("consultationBooking"),
    lazy: () => import("./routes/consultation-booking"),
  },
  {
    path: "consultation/confirm",
    handle: metaHandle("consultationConfirm"),
    lazy: () => import("./routes/consultation-confirm"),
  },
  {
    path: "digital-maturity",
    handle: metaHandle("digitalMaturity"),
    lazy: () => import("./routes/digital-maturity"),
  },
  {
    path: "submit-tool",
    handle: metaHandle("submitTool"),
    lazy: () => import("./routes/submit-tool"),
  },
  { path: "auth", handle: metaHandle("auth"), lazy: () => import("./routes/auth") },
  {
    path: "forgot-password",
    handle: metaHandle("forgotPassword"),
    lazy: async () => ({
      Component: (await import("./routes/password-reset")).ForgotPasswordPage,
    }),
  },
  {
    path: "reset-password",
    handle: metaHandle("resetPassword"),
    lazy: async () => ({ Component: (await import("./routes/password-reset")).ResetPasswordPage }),
  },
  {
    path: "privacy",
    handle: metaHandle("privacy"),
    lazy: async () => ({ Component: (await import("./routes/legal")).PrivacyPage }),
  },
  {
    path: "terms",
    handle: metaHandle("terms"),
    lazy: async () => ({ Component: (await import("./routes/legal")).TermsPage }),
  },
  {
    path: "dashboard/business",
    handle: metaHandle("dashboardBusiness"),
    lazy: async () => ({ Component: (await import("./routes/dashboard")).BusinessDashboard }),
  },
  {
    path: "dashboard/vendor",
    handle: metaHandle("dashboardVendor"),
    lazy: async () => ({ Component: (await import("./routes/dashboard")).VendorDashboard }),
  },
  {
    path: "dashboard/admin",
    handle: metaHandle("dashboardAdmin"),
    lazy: async () => ({ Component: (await import("./routes/dashboard")).AdminDashboard }),
  },
  { path: "account", handle: metaHandle("account"), lazy: () => import("./routes/account") },
  {
    path: "regions/uae",
    handle: metaHandle("regionUae"),
    lazy: async () => ({ Component: (await import("./routes/region")).UaePage }),
  },
  {
    path: "regions/india",
    handle: metaHandle("regionIndia"),
    lazy: async () => ({ Component: (await import("./routes/region")).IndiaPage }),
  },
  {
    path: "regions/saudi",
    handle: metaHandle("regionSaudi"),
    lazy: async () => ({ Component: (await import("./routes/region")).SaudiPage }),
  },
  { path: "*", handle: metaHandle("notFound"), lazy: () => import("./routes/not-found") },
];

function InitialLoad() {
  return <Spinner label={i18n.t("common.loading")} className="min-h-dvh" />;
}

/** The route tree, the same in the browser and on the server (entry-server.tsx). */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: "/",
      Component: RootLayout,
      HydrateFallback: InitialLoad,
      errorElement: <RouteError />,
      // The pathless route keeps navbar and footer around a page that fails.
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ];
}

interface RouterOptions {
  /** The language's address prefix ("/ar"), so every link stays in the page's language. */
  basename: string;
  routes?: RouteObject[];
  /** What the server's render resolved, when hydrating its HTML. */
  hydrationData?: HydrationState;
}

export function createRouter({ basename, routes = appRoutes(), hydrationData }: RouterOptions) {
  return createBrowserRouter(routes, { basename: basename || "/", hydrationData });
}
