import type { ComponentProps } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "medium" | "small";

/** Button look for other elements too (router links), so links and buttons match. */
export function buttonClass(
  variant: ButtonVariant = "secondary",
  size: ButtonSize = "medium",
  iconOnly = false,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    size === "small" && styles.small,
    iconOnly && styles.icon,
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon-only button; it needs an aria-label. */
  iconOnly?: boolean;
};

export function Button({
  variant,
  size,
  iconOnly,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, iconOnly, className)} {...rest} />
  );
}
