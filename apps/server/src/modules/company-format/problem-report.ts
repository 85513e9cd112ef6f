/**
 * How the command line writes a company folder's problems and warnings, in a module of its own so
 * that `company check` loads no more than the check (cli/main.ts).
 */
import { type CompanyProblem, formatProblems } from "@home-designer/core";
import type { Output } from "../../operator/commands.ts";

export function warningCount(warnings: readonly CompanyProblem[]): string {
  return warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`;
}

export function printProblems(
  output: Output,
  target: string,
  problems: readonly CompanyProblem[],
): void {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  output.err(
    `${target}: ${count} (each at its place in company.json or company.xlsx):\n${formatProblems(problems)}`,
  );
}
