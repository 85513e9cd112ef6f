// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { asset } from "../selection/fixtures.ts";
import { OptionThumbnail } from "./option-thumbnail.tsx";

afterEach(cleanup);

describe("OptionThumbnail", () => {
  it("shows a special solution's attached image, else its mark, never an empty picture", () => {
    const special = asset(90, 16, { is_special: true, material: null });
    const bare = render(<OptionThumbnail asset={special} />);
    expect(bare.container.querySelector("img")).toBeNull();
    expect(bare.container.querySelector("[data-special-mark]")).not.toBeNull();
    bare.unmount();

    const withImage = render(
      <OptionThumbnail
        asset={{
          ...special,
          files: [
            { id: 1, name: "offer.pdf", type: "application/pdf", url: "/uploads/offer.pdf" },
            { id: 2, name: "worktop.jpg", type: "image/jpeg", url: "/uploads/worktop.jpg?s=1" },
          ],
        }}
      />,
    );
    expect(withImage.container.querySelector("img")?.getAttribute("src")).toBe(
      "/uploads/worktop.jpg?s=1",
    );
    expect(withImage.container.querySelector("[data-special-mark]")).toBeNull();
  });
});
