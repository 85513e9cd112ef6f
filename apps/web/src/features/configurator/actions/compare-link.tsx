import { Columns3 } from "lucide-react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link, useNavigate } from "../../../lib/navigation.ts";
import { leaveOnClick } from "../../../lib/unsaved-changes.ts";
import { compareUrl, firstDesigns, MAX_DESIGNS } from "../../compare/compare-kit.ts";
import { useConfigurator } from "../context.ts";

/**
 * "Compare designs" for a layout with more than one package, on the summary and under a room:
 * the package on screen against the buyer's newest own designs, then the company's (the
 * comparison shows saved packages only, so an unsaved design is compared as the package it
 * started from, and leaving asks first as the top navigation does).
 */
export function CompareLink({ className }: { className?: string }) {
  const { t } = useTranslation("summary");
  const navigate = useNavigate();
  const { lang, project, layoutId, packages, basePackageId, selectedUser } = useConfigurator();
  if (packages.length < 2) return null;
  const others = packages.filter((p) => p.id !== basePackageId);
  const designs = firstDesigns(others.map((p) => ({ id: p.id, own: p.user_package })));
  const to = compareUrl({
    lang,
    project,
    layoutId,
    designs: basePackageId === null ? designs : [basePackageId, ...designs].slice(0, MAX_DESIGNS),
    selectedUser,
  });
  return (
    <Link
      to={to}
      onClick={leaveOnClick(navigate, to)}
      className={buttonClass("ghost", "small", false, className)}
    >
      <Columns3 size={16} aria-hidden="true" />
      {t("compareDesigns")}
    </Link>
  );
}
