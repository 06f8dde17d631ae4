import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "signin" | "signup";

/** Sign In / Sign Up tabs; ?tab=signup opens the second. One busy flag locks both forms. */
export function AuthTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const tab: AuthTab = params.get("tab") === "signup" ? "signup" : "signin";

  const changeTab = (value: string) => {
    setParams(value === "signup" ? { tab: "signup" } : {}, { replace: true });
  };

  return (
    <Tabs value={tab} onValueChange={changeTab}>
      <TabsList aria-label={t("auth.tabs.label")}>
        <TabsTrigger value="signin" disabled={busy && tab !== "signin"}>
          {t("auth.tabs.signIn")}
        </TabsTrigger>
        <TabsTrigger value="signup" disabled={busy && tab !== "signup"}>
          {t("auth.tabs.signUp")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <SignInForm busy={busy} onBusyChange={setBusy} />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm busy={busy} onBusyChange={setBusy} />
      </TabsContent>
    </Tabs>
  );
}
