// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { ChevronDown, Info, TriangleAlert, X } from "lucide-react";
import * as chevronDown from "lucide-react/dist/esm/icons/chevron-down.mjs";
import * as info from "lucide-react/dist/esm/icons/info.mjs";
import * as triangleAlert from "lucide-react/dist/esm/icons/triangle-exclamation-point.mjs";
import * as x from "lucide-react/dist/esm/icons/x.mjs";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import createIcon, { type IconProps } from "./icon.ts";

/** The icon's data, as its module exports it beside the component (its types do not say so). */
const dataOf = (module: object) =>
  (module as { __iconData: Parameters<typeof createIcon>[0] }).__iconData;

const html = (Icon: ComponentType<IconProps>, props: IconProps) =>
  render(<Icon {...props} />).container.innerHTML;

// The build makes every icon with createIcon (icon-imports.ts); it must draw what lucide-react does.
describe("an icon made by the app's factory", () => {
  const icons = [
    [X, x],
    [Info, info],
    [ChevronDown, chevronDown],
    [TriangleAlert, triangleAlert],
  ] as const;
  const cases: IconProps[] = [
    {},
    { size: 16, "aria-hidden": "true" },
    { size: 14, role: "img", "aria-label": "Not loaded", className: "failed" },
    { size: 20, strokeWidth: 2.5, className: "a b" },
  ];

  it("is the SVG lucide-react renders, hidden from screen readers unless labelled", () => {
    for (const [Lucide, data] of icons) {
      const Ours = createIcon(dataOf(data));
      for (const props of cases) {
        expect(html(Ours, props)).toBe(html(Lucide as ComponentType<IconProps>, props));
      }
    }
  });
});
