import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
} from "react";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import styles from "../back-office.module.css";

/**
 * Whether the person has moved from one back-office page to another: the new page's heading then
 * takes focus, so a screen reader reads where they are; on the page they opened, focus stays.
 */
export const NavigatedContext = createContext(false);

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
  const navigated = useContext(NavigatedContext);
  const own = useRef<HTMLHeadingElement>(null);
  const heading = titleRef ?? own;
  useEffect(() => {
    if (navigated) heading.current?.focus();
  }, [navigated, heading]);
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
