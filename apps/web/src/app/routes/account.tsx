import { AccountPage } from "@/features/account/components/account-page";

export const Component = AccountPage;
