import type { ReactNode } from "react";
import { usePageHeading } from "../../lib/navigation.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import styles from "./page-frame.module.css";

type PageFrameProps = {
  title: string;
  lead?: string;
  narrow?: boolean;
  children?: ReactNode;
};

/** The frame of a content page: one h1 (also the document title), an optional lead, the body. */
export function PageFrame({ title, lead, narrow, children }: PageFrameProps) {
  const pageHeading = usePageHeading();
  useDocumentTitle(title);
  return (
    <main id="main" className={`${styles.page} ${narrow ? styles.narrow : ""}`}>
      <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </main>
  );
}
