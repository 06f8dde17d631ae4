import type { Page } from "@playwright/test";
import { expect, newAccount, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmailInBrowser } from "./mailbox.ts";

const XSS = "<img src=x onerror=window.__xss=1>";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

function results(page: Page) {
  return page.getByRole("list", { name: "AI solutions" });
}

/** Opens the most-reviewed tool from the marketplace through its View Details link. */
async function openMostReviewedTool(page: Page): Promise<string> {
  await page.goto("/marketplace?sort=reviews");
  const card = results(page).getByRole("article").first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/tool\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return name;
}

test.describe("catalogue", () => {
  test("browse, filter by category and search without a match", async ({ page }) => {
    await page.goto("/marketplace");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Solutions Marketplace");
    await expect(page.getByPlaceholder("Search AI solutions...")).toBeVisible();
    await expect(results(page).getByRole("article").first()).toBeVisible();
    await expect(page.getByText(/^\d+ solutions$/)).toBeVisible();

    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: /^Customer Service \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/[?&]category=Customer\+Service/);
    await expect(page.getByRole("combobox", { name: "Category" })).toContainText(
      "Customer Service",
    );
    await expect(async () => {
      const cards = await results(page).getByRole("article").all();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) await expect(card).toContainText("Customer Service");
    }).toPass();

    await page.getByRole("searchbox", { name: "Search AI solutions" }).fill("zzqx no such tool");
    await expect(
      page.getByRole("heading", { name: "No tools match “zzqx no such tool” with your filters" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=zzqx/);

    // Back returns to the unsearched category view.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(results(page).getByRole("article").first()).toBeVisible();
  });

  test("a search for chatbot narrows the list", async ({ page }) => {
    await page.goto("/marketplace");
    const count = page.getByText(/^\d+ solutions?$/);
    const all = Number.parseInt((await count.textContent()) ?? "0", 10);
    await page.getByRole("searchbox", { name: "Search AI solutions" }).fill("chatbot");
    await expect(page).toHaveURL(/[?&]q=chatbot/);
    await expect(async () => {
      const found = Number.parseInt((await count.textContent()) ?? "0", 10);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(all);
    }).toPass();
    await expect(results(page).getByRole("article").first()).toBeVisible();
  });

  test("signed out: tool tabs, and favourite and rating ask to sign in", async ({ page }) => {
    await page.goto("/marketplace");
    const firstCard = results(page).getByRole("article").first();
    await firstCard.getByRole("button", { name: "Save to favorites", exact: true }).click();
    await expect(page.getByText("Sign in required")).toBeVisible();
    await expect(page.getByText("Please sign in to save your favorite tools.")).toBeVisible();

    await openMostReviewedTool(page);
    await expect(page.getByRole("link", { name: "Back to Marketplace" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Need help choosing? Book a consultation" }),
    ).toHaveAttribute("href", "/consultation");

    const tabs = ["Overview", "Features", "Reviews", "Vendor"];
    for (const name of tabs) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toBeVisible();
    }
    await page.getByRole("tab", { name: "Features" }).click();
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
    await page.getByRole("tab", { name: "Vendor" }).click();
    await expect(page.getByText("Target audience")).toBeVisible();

    await page.getByRole("tab", { name: "Reviews" }).click();
    await expect(page.getByRole("list", { name: "Recent reviews" })).toBeVisible();
    await page.getByRole("button", { name: "Write a Review" }).click();
    await expect(page.getByText("Please sign in to rate tools.")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("signed in: favourite, rate, update, literal review text and more reviews", async ({
    page,
  }) => {
    const reviewer = newAccount("reviewer");
    await signUpViaForm(page, reviewer, "business");

    await page.goto("/marketplace?sort=reviews");
    const card = results(page).getByRole("article").first();
    await card.getByRole("button", { name: "Save to favorites", exact: true }).click();
    await expect(page.getByText("Added to favorites")).toBeVisible();
    const saved = card.getByRole("button", { name: "Remove from favorites", exact: true });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await saved.click();
    await expect(page.getByText("Removed from favorites")).toBeVisible();
    await expect(
      card.getByRole("button", { name: "Save to favorites", exact: true }),
    ).toHaveAttribute("aria-pressed", "false");

    await openMostReviewedTool(page);
    await page.getByRole("tab", { name: "Reviews" }).click();

    // Until the address is confirmed the dialog says why there is no form, and sends a new link.
    const toolUrl = page.url();
    await page.getByRole("button", { name: "Write a Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await expect(
      dialog.getByRole("heading", { name: "Confirm your e-mail address" }),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
    // The address, in the sentence, kept left to right (as on Arabic pages).
    await expect(dialog.locator('bdi[dir="ltr"]', { hasText: reviewer.email })).toBeVisible();
    await dialog.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByText("Link sent. Check your inbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await confirmEmailInBrowser(page, reviewer.email);
    await page.goto(toolUrl);
    await page.getByRole("tab", { name: "Reviews" }).click();
    await page.getByRole("button", { name: "Write a Review" }).click();
    const submit = dialog.getByRole("button", { name: "Submit Review" });
    await expect(submit).toBeDisabled();
    await dialog.getByRole("radio", { name: "4 stars" }).click();
    await expect(submit).toBeEnabled();
    await dialog.getByLabel(/Your review/).fill("Solid tool, our team uses it every day.");
    await submit.click();
    await expect(page.getByText("Rating submitted")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Update Your Review" }).click();
    const update = page.getByRole("dialog", { name: "Update Your Review" });
    await expect(update.getByRole("radio", { name: "4 stars" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await update.getByRole("radio", { name: "5 stars" }).click();
    await update.getByLabel(/Your review/).fill(XSS);
    await update.getByRole("button", { name: "Update Review" }).click();
    await expect(page.getByText("Rating updated")).toBeVisible();

    const reviews = page.getByRole("list", { name: "Recent reviews" });
    await expect(reviews.getByText(XSS, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // The seeded reviews plus ours exceed one page of five: the rest loads on demand.
    await expect(reviews.getByRole("listitem")).toHaveCount(5);
    const more = page.getByRole("button", { name: /^Show More Reviews \(\d+ more\)$/ });
    await more.click();
    await expect(async () => {
      expect(await reviews.getByRole("listitem").count()).toBeGreaterThan(5);
    }).toPass();
  });
});
