import type { Locator, Page } from "@playwright/test";
import { expect, newAccount, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

/**
 * The Reviews tab of one of the most-reviewed tools (several reviews to vote on and sort); tests
 * running side by side take different ones (`rank`), so one's votes do not reorder another's list.
 */
async function openReviewsOfReviewedTool(page: Page, rank: number): Promise<Locator> {
  const response = await page.request.get("/api/tools?sort=reviews");
  const { items } = (await response.json()) as { items: { id: string }[] };
  await page.goto(`/tool/${items[rank]?.id}`);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const reviews = page.getByRole("list", { name: "Recent reviews" });
  await expect(reviews.getByRole("listitem").first()).toBeVisible();
  return reviews;
}

/** The number in a review's "N people found this helpful". */
async function helpfulCount(review: Locator): Promise<number> {
  const text = await review.getByText(/found this helpful/).textContent();
  return Number(/(\d+)/.exec(text ?? "")?.[1]);
}

const VERIFIED_MEANS =
  "Verified: confirmed e-mail and saved this tool or booked a consultation before reviewing.";

/** Chooses an order and waits for its first page, so the list on screen is in that order. */
async function sortBy(page: Page, label: string) {
  const loaded = page.waitForResponse((r) => r.url().includes("/reviews?sort="));
  await page.getByLabel("Sort reviews by").selectOption({ label });
  await loaded;
}

const starsOf = async (review: Locator) =>
  Number(
    /(\d)/.exec((await review.getByRole("img").first().getAttribute("aria-label")) ?? "")?.[1],
  );

test.describe("helpful votes and sorting on a tool's reviews", () => {
  test("a visitor sees the counts and a prompt to sign in, and no vote buttons", async ({
    page,
  }) => {
    const reviews = await openReviewsOfReviewedTool(page, 0);
    const first = reviews.getByRole("listitem").first();
    await expect(first.getByText(/found this helpful/)).toBeVisible();
    await expect(first.getByRole("link", { name: "Sign in to vote" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(first.getByRole("button", { name: "Yes" })).toHaveCount(0);
  });

  test("votes Yes, changes to No, takes it back, keeps a vote over a reload, and sorts", async ({
    page,
  }) => {
    const voter = newAccount("voter");
    await signUpViaForm(page, voter, "business");
    await confirmEmail(page.request, voter.email);
    const reviews = await openReviewsOfReviewedTool(page, 0);

    const target = reviews.getByRole("listitem").nth(2);
    const author = (await target.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const question = target.getByRole("group", { name: /Was this review helpful\?/ });
    const yes = question.getByRole("button", { name: "Yes" });
    const no = question.getByRole("button", { name: "No", exact: true });
    const before = await helpfulCount(target);
    await expect(yes).toHaveAttribute("aria-pressed", "false");

    await yes.click();
    await expect(yes).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => helpfulCount(target)).toBe(before + 1);

    await no.click();
    await expect(no).toHaveAttribute("aria-pressed", "true");
    await expect(yes).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => helpfulCount(target)).toBe(before);
    await expect(target.getByText(/did not$/)).toBeVisible();

    // Pressing the chosen answer again takes the vote back.
    await no.click();
    await expect(no).toHaveAttribute("aria-pressed", "false");
    await expect(target.getByText(/did not$/)).toHaveCount(0);

    await yes.click();
    await expect(yes).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await page.getByRole("tab", { name: "Reviews" }).click();
    await expect(
      reviews.getByRole("listitem").nth(2).getByRole("button", { name: "Yes" }),
    ).toHaveAttribute("aria-pressed", "true");

    // The only review with a Yes vote leads "Most helpful".
    const sort = page.getByLabel("Sort reviews by");
    await sortBy(page, "Most helpful");
    await expect(reviews.getByRole("listitem").first().getByRole("heading")).toHaveText(author);
    await expect(
      reviews.getByRole("listitem").first().getByRole("button", { name: "Yes" }),
    ).toHaveAttribute("aria-pressed", "true");

    await sortBy(page, "Lowest rating");
    await expect(sort).toHaveValue("lowest");
    await expect(async () => {
      const items = await reviews.getByRole("listitem").all();
      const stars = await Promise.all(items.map(starsOf));
      expect(stars).toEqual([...stars].sort((a, b) => a - b));
    }).toPass();
    await sortBy(page, "Highest rating");
    await expect(async () => {
      const items = await reviews.getByRole("listitem").all();
      const stars = await Promise.all(items.map(starsOf));
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
    }).toPass();
  });

  test("by keyboard: the sort changes with the arrow keys, Space votes and Enter takes it back", async ({
    page,
  }) => {
    const voter = newAccount("kbd-voter");
    await signUpViaForm(page, voter, "business");
    await confirmEmail(page.request, voter.email);
    const reviews = await openReviewsOfReviewedTool(page, 1);
    const sort = page.getByLabel("Sort reviews by");
    await sort.focus();
    const loaded = page.waitForResponse((r) => r.url().includes("/reviews?sort=helpful"));
    await page.keyboard.press("ArrowDown");
    await expect(sort).toHaveValue("helpful");
    await loaded;

    // Next in the tab order: the first review's Yes.
    await page.keyboard.press("Tab");
    const yes = reviews.getByRole("listitem").first().getByRole("button", { name: "Yes" });
    await expect(yes).toBeFocused();
    await page.keyboard.press("Space");
    await expect(yes).toHaveAttribute("aria-pressed", "true");
    await expect(yes).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(yes).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Tab");
    await expect(
      reviews.getByRole("listitem").first().getByRole("button", { name: "No", exact: true }),
    ).toBeFocused();
  });

  test("a review written after saving the tool is marked verified, and takes no vote from its author", async ({
    page,
  }) => {
    const reviewer = newAccount("verified");
    await signUpViaForm(page, reviewer, "business");
    await confirmEmail(page.request, reviewer.email);
    const reviews = await openReviewsOfReviewedTool(page, 2);
    await page.getByRole("button", { name: "Save to Favorites" }).click();
    await expect(page.getByRole("button", { name: "Remove from Favorites" })).toBeVisible();

    await page.getByRole("button", { name: "Write a Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await dialog.getByRole("radio", { name: "4 stars" }).click();
    await dialog.getByLabel(/Your review/).fill("Saved it first, then tried it for a month.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(dialog).toBeHidden();

    const mine = reviews.getByRole("listitem").filter({ hasText: "Saved it first" });
    // The badge reads "Verified" and carries its meaning on hover and for screen readers.
    await expect(mine.getByTitle(VERIFIED_MEANS)).toBeVisible();
    await expect(mine.getByTitle(VERIFIED_MEANS)).toContainText(`Verified. ${VERIFIED_MEANS}`);
    await expect(mine.getByRole("button", { name: "Yes" })).toHaveCount(0);
    // And once above the list, for everyone.
    await expect(page.locator("p").filter({ hasText: VERIFIED_MEANS })).toBeVisible();
  });
});
