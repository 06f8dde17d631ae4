import type { Page } from "@playwright/test";
import { expect, newAccount, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The chat URL the server wrote into the page's site config. */
async function chatUrl(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(document.getElementById("site-config")?.textContent || "{}").chatUrl,
  );
}

test.describe("consultation", () => {
  test("book a consultation: toast, reset form, confirmation and team e-mails", async ({
    page,
  }) => {
    const account = newAccount("consult");
    await page.goto("/consultation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Book Your Free AI Consultation",
    );
    await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
    await expect(page.getByText("60-Minute Deep Dive")).toBeVisible();
    const whatsapp = page.getByRole("link", { name: /Message us on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page).toHaveTitle(/Free AI Consultation/);

    // Missing required fields stay on the client.
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/consultations")) posted += 1;
    });
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    expect(posted).toBe(0);

    await page.getByLabel("Full Name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Phone").fill("+971 50 123 4567");
    await page.getByLabel("Company").fill("E2E Trading LLC");
    await chooseOption(page, "Industry", "Healthcare");
    await page
      .getByLabel("Tell us about your business and AI goals")
      .fill("We want an AI receptionist for our clinics.");

    const sent = page.waitForRequest("**/api/consultations");
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    const request = await sent;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toMatchObject({
      name: account.name,
      email: account.email,
      industry: "healthcare",
      language: "en",
    });

    const success = toast(page, "Consultation Request Submitted!");
    await expect(success).toBeVisible();
    await expect(success).toContainText(
      "We'll contact you within 24 hours to schedule your free consultation.",
    );
    // The request ends on its confirmation view (no time picked: no calendar file); another
    // request starts from an empty form.
    const done = page.getByRole("heading", { level: 2, name: "Request received" });
    await expect(done).toBeFocused();
    await expect(page.getByRole("main")).toContainText(
      `We contact you at ${account.email} within 24 hours to agree a time.`,
    );
    await expect(page.getByRole("link", { name: /\.ics/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Send another request" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveText(
      "Select your industry",
    );

    const confirmation = await waitForMail(page.request, (m) => m.to === account.email);
    expect(confirmation.subject).not.toBe("");
    expect(confirmation.text).toContain("24 hours");
    const team = await waitForMail(
      page.request,
      (m) => m.to !== account.email && m.subject.includes(account.name),
    );
    expect(team.text).toContain(account.name);
  });
});

test.describe("tool submission", () => {
  test("terms must be ticked before anything is sent; then the vendor gets an e-mail", async ({
    page,
  }) => {
    const vendor = newAccount("vendor");
    const submissions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/tool-submissions")) submissions.push(request.method());
    });

    await page.goto("/submit-tool");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit Your AI Tool");
    for (const requirement of [
      "Proven track record with real customers",
      "Active customer support and documentation",
      "Reliable uptime and performance metrics",
      "Clear pricing and terms of service",
      "GDPR/privacy compliance",
      "Integration capabilities",
    ]) {
      await expect(page.getByRole("listitem").filter({ hasText: requirement })).toBeVisible();
    }
    for (const section of ["Tool Information", "Vendor Information", "Additional Details"]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(page.getByLabel("Description")).toHaveAttribute("rows", "4");

    await page.getByLabel("Tool Name").fill(`E2E Tool ${vendor.email}`);
    await page.getByLabel("Description").fill("Answers customer questions around the clock.");
    await chooseOption(page, "Category", "Customer Service");
    await chooseOption(page, "Pricing Model", "Freemium");
    await page.getByLabel("Website URL").fill("https://e2e-tool.example");
    await page.getByLabel("Your Name").fill(vendor.name);
    await page.getByLabel("Email").fill(vendor.email);
    await page.getByLabel("Company", { exact: true }).fill("E2E Bots Ltd");
    await page.getByLabel("Key Features").fill("Live chat\nTicket triage");
    await page.getByLabel("Integrations").fill("Slack, Zendesk");

    await page.getByRole("button", { name: "Submit for Review" }).click();
    const agreement = toast(page, "Agreement Required");
    await expect(agreement).toBeVisible();
    await expect(agreement).toContainText("Please agree to our terms and conditions.");
    expect(submissions).toEqual([]);

    await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
    const sent = page.waitForRequest("**/api/tool-submissions");
    await page.getByRole("button", { name: "Submit for Review" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      category: "Customer Service",
      pricingModel: "Freemium",
      features: ["Live chat", "Ticket triage"],
      integrations: ["Slack", "Zendesk"],
      agreeToTerms: true,
      language: "en",
    });

    const success = toast(page, "Submission Received!");
    await expect(success).toBeVisible();
    await expect(success).toContainText(
      "We'll review your AI tool and contact you within 2-3 business days.",
    );
    await expect(page.getByLabel("Tool Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(
      page.getByRole("checkbox", { name: "I agree to the terms and conditions" }),
    ).not.toBeChecked();
    expect(submissions).toEqual(["POST"]);

    const confirmation = await waitForMail(page.request, (m) => m.to === vendor.email);
    expect(confirmation.subject).not.toBe("");
  });
});

test.describe("digital maturity", () => {
  test("Start Assessment and the floating button open a centred 500x700 popup", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { __openCalls: calls });
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return { opener: window } as unknown as Window;
      };
    });
    await page.goto("/digital-maturity");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Maturity Assessment");
    await expect(page).toHaveTitle(/Digital Maturity Assessment/);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", /digital maturity assessment/);

    const url = await chatUrl(page);
    await page.getByRole("button", { name: "Start Assessment" }).click();
    await page.getByRole("button", { name: "Open assessment chat" }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { __openCalls: string[][] }).__openCalls,
    );
    expect(calls).toHaveLength(2);
    for (const [openedUrl, target, features] of calls) {
      expect(openedUrl).toBe(url);
      expect(target).toBe("_blank");
      expect(features).toMatch(/^popup,width=500,height=700,left=\d+,top=\d+$/);
    }

    // Leaving the page puts the site's own description back.
    await page.getByRole("link", { name: "Marketplace" }).first().click();
    await expect(description).not.toHaveAttribute("content", /digital maturity assessment/);
  });

  test("a blocked popup falls back to a new tab and a visible link", async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/digital-maturity");
    await page.getByRole("button", { name: "Start Assessment" }).click();
    const link = page.getByRole("link", { name: "Open the assessment chat" });
    await expect(link).toHaveAttribute("href", await chatUrl(page));
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("the real popup opens on the chat URL", async ({ page }) => {
    await page.goto("/digital-maturity");
    const url = await chatUrl(page);
    await page.context().route(
      (target) => target.href.startsWith(url),
      (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Assessment chat</title><p>Chat</p>",
        }),
    );
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Start Assessment" }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(url);
    await expect(popup).toHaveTitle("Assessment chat");
    // The popup cannot reach back into this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });
});
