import { AccountPage } from "@/features/account/components/account-page";
import authEn from "@/locales/auth/en.json";
import { addPageTexts } from "@/locales/page-english";
import { addWorkspaceTexts } from "@/locales/workspace";

// Before the first render: the workspace's texts (their English comes with this route) and the
// auth forms' field messages, which the profile and password forms share.
await Promise.all([addWorkspaceTexts(), addPageTexts({ auth: authEn })]);

export const Component = AccountPage;
