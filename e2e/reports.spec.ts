import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

let ipCounter = 0;
/** Another person's browser, behind its own client address (rate limits are per address). */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  ipCounter += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.220.${ipCounter}.${(Date.now() % 250) + 1}` },
  });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return context.newPage();
}

/** A published tool no other test reports: the demo catalogue's n-th by name from the end. */
async function toolFromTheEnd(page: Page, n: number) {
  const res = await page.request.get("/api/tools?sort=name&pageSize=60");
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  const tool = items.at(-n);
  if (!tool) throw new Error("the demo catalogue has too few tools");
  return tool;
}

test.describe("reports", () => {
  test("a visitor is asked to sign in; a member reports a listing, the admin resolves it, the member reads the outcome", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const tool = await toolFromTheEnd(page, 2);

    await page.goto(`/tool/${tool.id}`);
    await page.getByRole("button", { name: "Report this listing" }).click();
    await expect(toast(page, "Please sign in to report a listing or a review.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const member = newAccount("reporter");
    const memberPage = await otherBrowser(browser, baseURL);
    await signUpViaForm(memberPage, member, "business");
    // Until the member's address is confirmed, the dialog asks for that instead of a report.
    await memberPage.goto(`/tool/${tool.id}`);
    await memberPage.getByRole("button", { name: "Report this listing" }).click();
    const unconfirmed = memberPage.getByRole("dialog", { name: "Report this listing" });
    await expect(
      unconfirmed.getByRole("heading", { name: "Confirm your e-mail address" }),
    ).toBeVisible();
    await expect(unconfirmed.getByRole("button", { name: "Send the link again" })).toBeVisible();
    await expect(unconfirmed.getByRole("button", { name: "Send report" })).toHaveCount(0);
    await confirmEmail(memberPage.request, member.email);

    await memberPage.goto(`/tool/${tool.id}`);
    await memberPage.getByRole("button", { name: "Report this listing" }).click();
    const dialog = memberPage.getByRole("dialog", { name: "Report this listing" });
    await expect(dialog).toContainText(tool.name);
    // Other needs words: nothing is sent without them.
    await dialog.getByRole("radio", { name: "Other" }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Say what is wrong when you choose Other.")).toBeVisible();
    await expect(dialog.getByLabel("Details")).toBeFocused();
    await dialog.getByLabel("Details").fill("The pricing page says the free plan ended in 2025.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(toast(memberPage, "Thank you: your report is with our moderators.")).toBeVisible();
    await expect(memberPage.getByText("Reported", { exact: true })).toBeVisible();

    // A second report while the first is open is refused by the server, and said so.
    const again = await memberPage.request.post(`/api/tools/${tool.id}/report`, {
      data: { reason: "outdated" },
      headers: { origin: new URL(memberPage.url()).origin },
    });
    expect(again.status()).toBe(409);

    // The admin's queue: the report, the reporter, and Resolve with a note.
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/dashboard/admin");
    await page.getByRole("tab", { name: "Reports" }).click();
    const item = page
      .getByRole("list", { name: "Reports" })
      .getByRole("listitem")
      .filter({ hasText: "The pricing page says the free plan ended in 2025." });
    await expect(item).toContainText(tool.name);
    await expect(item).toContainText("Listing: Other");
    await expect(item).toContainText(member.email.toLowerCase());
    await item.getByRole("button", { name: `Resolve: ${tool.name}` }).click();
    const decision = page.getByRole("dialog", { name: "Resolve the report" });
    await decision
      .getByLabel("Note to the reporter")
      .fill("Thanks, the vendor updated the pricing.");
    await decision.getByRole("button", { name: "Resolve" }).click();
    await expect(toast(page, "Report resolved")).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.getByLabel("Status").selectOption("resolved");
    await expect(
      page
        .getByRole("list", { name: "Reports" })
        .getByText("Thanks, the vendor updated the pricing."),
    ).toBeVisible();

    // The member's dashboard shows the outcome and the note.
    await memberPage.goto("/dashboard/business?tab=reports");
    const mine = memberPage.getByRole("listitem").filter({ hasText: tool.name });
    await expect(mine).toContainText("Resolved");
    await expect(mine).toContainText("Thanks, the vendor updated the pricing.");
    await memberPage.close();
  });
});
