import type { DraftFileAnswer } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { backOfficeKeys } from "../api/keys.ts";

/**
 * The files a form has uploaded into the draft while it is open. An upload counts a version of
 * the draft, so the form's save is made on the version the last upload answered; and its
 * preview shows the new files by the addresses the uploads answered.
 */
export type DraftUploads = {
  /** The web address of each file uploaded here, by its path in the draft. */
  files: Readonly<Record<string, string>>;
  uploaded: (answer: DraftFileAnswer) => void;
};

export const DraftUploadsContext = createContext<DraftUploads>({
  files: {},
  uploaded: () => {},
});

/** The draft's files a form knows (`files`, from its part), with those uploaded in it. */
export function useDraftFiles(files: Readonly<Record<string, string>>) {
  const uploads = useContext(DraftUploadsContext);
  return { files: { ...files, ...uploads.files }, uploaded: uploads.uploaded };
}

/**
 * A form's uploads since it read the draft at `version`: the version its save is made on (the one
 * the last upload answered) and the context its file fields share. Closed after an upload, saved
 * or not, what read the draft before reads it again.
 */
export function useFormUploads(version: number): { version: number; context: DraftUploads } {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<{ version: number; files: Record<string, string> }>({
    version,
    files: {},
  });
  const uploaded = (answer: DraftFileAnswer) =>
    setUploads((known) => ({
      version: answer.version,
      files: { ...known.files, [answer.path]: answer.url },
    }));
  const movedOn = useRef(false);
  movedOn.current = uploads.version !== version;
  useEffect(
    () => () => {
      if (movedOn.current) void queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() });
    },
    [queryClient],
  );
  return { version: uploads.version, context: { files: uploads.files, uploaded } };
}
