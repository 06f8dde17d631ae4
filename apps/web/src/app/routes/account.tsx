import { AccountPage } from "@/features/account/components/account-page";
import { i18n } from "@/lib/i18n";
import { addWorkspaceEnglish } from "@/locales/workspace";

// Before the first render: the workspace's English texts come with this route.
addWorkspaceEnglish(i18n);

export const Component = AccountPage;
