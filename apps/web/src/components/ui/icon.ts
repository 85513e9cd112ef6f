import { createElement, type ReactNode, type SVGProps } from "react";

/** An icon as lucide-react's per-icon modules describe it: its names and its SVG elements. */
type IconData = {
  name: string;
  aliases?: readonly string[];
  node: readonly (readonly [tag: string, attributes: Record<string, string | number>])[];
};

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  size?: number | string;
  strokeWidth?: number | string;
  children?: ReactNode;
};

/**
 * The component of one lucide icon, made by the build in place of lucide-react's own factory
 * (icon-imports.ts): the same SVG as the package draws (24 × 24, stroked in the text's colour, the
 * classes `lucide lucide-{name} lucide-{alias}…`, the props given passed on), without its
 * machinery for what the app does not use (a context of defaults, absolute and non-scaling
 * strokes), which every page loaded with its first icon. As in lucide-react, an icon without a
 * role, title or `aria-*` prop of its own is hidden from screen readers.
 */
export default function createIcon({ name, aliases = [], node }: IconData) {
  const classes = ["lucide", name, ...aliases].join(" lucide-");
  return function Icon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    const labelled = Object.entries(rest).some(
      ([prop, value]) =>
        value != null && (prop.startsWith("aria-") || prop === "role" || prop === "title"),
    );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${classes} ${className}` : classes,
        "aria-hidden": labelled ? undefined : "true",
        ...rest,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
