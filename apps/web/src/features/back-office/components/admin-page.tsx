import { type ReactNode, type RefObject, useCallback } from "react";
import { usePageHeading } from "../../../lib/navigation.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import styles from "../back-office.module.css";

type AdminPageProps = {
  title: string;
  lead?: string;
  /** Beside the title: the page's own actions. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Where the page keeps its heading, to move focus to it (after what had focus is gone). */
  titleRef?: RefObject<HTMLHeadingElement | null>;
};

/** A back-office page: one h1 (also the document title), a lead, its actions, its body. */
export function AdminPage({ title, lead, actions, children, titleRef }: AdminPageProps) {
  useDocumentTitle(title);
  // The heading takes focus when the person moved to this page (as on every page of the app).
  const pageHeading = usePageHeading();
  const heading = useCallback(
    (element: HTMLHeadingElement | null) => {
      if (titleRef) titleRef.current = element;
      pageHeading(element);
    },
    [titleRef, pageHeading],
  );
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.pageActions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
