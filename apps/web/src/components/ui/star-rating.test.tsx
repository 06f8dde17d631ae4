import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

const render = (value: number) =>
  renderToString(<StarRating value={value} label={`Rated ${value} out of 5`} />);

describe("StarRating", () => {
  it("is one named image: five outlines, and five filled up to the value through a clip", () => {
    const html = render(4.5);
    expect(html).toMatch(/^<span role="img" aria-label="Rated 4.5 out of 5"/);
    expect(html.match(/<use /g)).toHaveLength(10);
    const id = html.match(/<path id="(stars[a-zA-Z0-9_-]+)-star"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<clipPath id="${id}-fill"><rect width="108" height="24"></rect>`);
    expect(html).toContain(`<g clip-path="url(#${id}-fill)"`);
    for (const x of [0, 24, 48, 72, 96]) expect(html).toContain(`href="#${id}-star" x="${x}"`);
  });

  it("fills nothing below 0 and everything above 5", () => {
    expect(render(-1)).toContain('<rect width="0"');
    expect(render(7)).toContain('<rect width="120"');
    expect(render(Number.NaN)).toContain('<rect width="0"');
  });

  it("gives each rating on a page its own ids", () => {
    const html = renderToString(
      <div>
        <StarRating value={1} label="one" />
        <StarRating value={2} label="two" />
      </div>,
    );
    const ids = [...html.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
