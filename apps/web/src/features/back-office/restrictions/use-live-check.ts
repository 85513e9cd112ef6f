import type { DraftOperation } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { backOfficeKeys } from "../api/keys.ts";
import { checkDraftEdit } from "../api/project-calls.ts";

/** How long the form rests before it is checked: a check is a dry-run import of the company. */
export const LIVE_CHECK_DELAY_MS = 600;

/**
 * The import's check of an edit while the form changes: once the operations have rested for a
 * moment, the draft at `version` is checked with them (`PATCH /admin/draft?dry_run=1`), and its
 * answer (what publishing would do) or its refusal (422, every problem by its place; 409, the
 * draft moved on) is the form's to show. Null operations (a form not yet whole) check nothing.
 */
export function useLiveCheck(version: number, operations: DraftOperation[] | null) {
  const text = operations === null ? null : JSON.stringify(operations);
  const [rested, setRested] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setRested(text), LIVE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const check = useQuery({
    queryKey: backOfficeKeys.check(version, rested ?? ""),
    queryFn: ({ signal }) =>
      checkDraftEdit(version, JSON.parse(rested ?? "[]") as DraftOperation[], signal),
    enabled: rested !== null && rested === text,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { check, waiting: text !== null && (rested !== text || check.isFetching) };
}
