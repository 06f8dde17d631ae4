import { useIsMutating } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTranslation } from "@/lib/use-translation";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "signin" | "signup";

/**
 * Sign In / Sign Up tabs; ?tab=signup opens the second. While a sign-in or sign-up request runs
 * (their mutation keys start with "auth"), the other tab cannot be opened.
 */
export function AuthTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const busy = useIsMutating({ mutationKey: ["auth"] }) > 0;
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
        <SignInForm />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  );
}
