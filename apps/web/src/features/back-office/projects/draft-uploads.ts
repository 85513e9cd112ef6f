import type { DraftFileAnswer } from "@home-designer/core";
import { createContext, useContext } from "react";

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
