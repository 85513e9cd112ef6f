// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RoomPicture } from "./room-picture.tsx";

afterEach(cleanup);

const NAME = "Hauswirtschaftsraum / Abstellraum";

describe("RoomPicture", () => {
  it("stands in for a room without pictures with its name, never an empty or broken image", () => {
    const view = render(
      <RoomPicture layers={[]} label={`${NAME} mit der gewählten Ausstattung`} name={NAME} />,
    );
    expect(view.container.querySelector("img, svg, [role=img]")).toBeNull();
    expect(view.container.textContent).toBe(NAME);
    // The name is the page's heading already: screen readers are not told it twice.
    expect(view.container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });

  it("draws a room's layers as one described picture", () => {
    const view = render(
      <RoomPicture
        layers={[{ id: 1, url: "/media/base.svg", layer: 0 }]}
        label="Küche mit der gewählten Ausstattung"
        name="Küche"
      />,
    );
    const picture = view.getByRole("img", { name: "Küche mit der gewählten Ausstattung" });
    expect(picture.querySelector("img")?.getAttribute("src")).toBe("/media/base.svg");
    expect(view.container.textContent).toBe("");
  });
});
