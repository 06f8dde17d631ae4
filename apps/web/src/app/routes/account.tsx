import { AccountPage } from "@/features/account/components/account-page";
import { addWorkspaceTexts } from "@/locales/workspace";

// Before the first render: the workspace's texts (its English comes with this route).
await addWorkspaceTexts();

export const Component = AccountPage;
