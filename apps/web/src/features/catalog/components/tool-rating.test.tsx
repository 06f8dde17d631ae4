import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToolRating } from "./tool-rating";

// i18next is not started in these renders: the keys show, which is what is asserted.
describe("ToolRating", () => {
  it('says "No reviews yet" for a tool nobody has reviewed, never zero stars', () => {
    const html = renderToStaticMarkup(<ToolRating rating={0} reviewsCount={0} />);
    expect(html).toContain("marketplace.noReviews");
    expect(html).not.toContain("marketplace.reviewCount");
    expect(html).not.toContain("marketplace.ratingLabel");
  });

  it("shows the stars, the average and the count once there are reviews", () => {
    const html = renderToStaticMarkup(<ToolRating rating={4.5} reviewsCount={12} />);
    expect(html).toContain("marketplace.ratingLabel");
    expect(html).toContain("marketplace.reviewCount");
    expect(html).not.toContain("marketplace.noReviews");
  });
});
