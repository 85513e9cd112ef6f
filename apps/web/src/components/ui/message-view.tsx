import type { ReactNode } from "react";
import { useFirstPaintDone } from "../../lib/first-paint.ts";
import styles from "./message-view.module.css";

type MessageViewProps = {
  title: string;
  /** A large short mark above the title, such as "404". */
  eyebrow?: string;
  text?: string;
  action?: ReactNode;
  /** Announce at once (failures) rather than as page content. */
  alert?: boolean;
  /** The page's main heading level: 1 when the view is the whole page. */
  headingLevel?: 1 | 2;
  /** The view is the page's main content (the skip link's target). */
  main?: boolean;
};

/** A centred message for empty, not-found and failure states. */
export function MessageView({
  title,
  eyebrow,
  text,
  action,
  alert,
  headingLevel = 1,
  main,
}: MessageViewProps) {
  useFirstPaintDone();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Root = main ? "main" : "div";
  return (
    <Root id={main ? "main" : undefined} className={styles.view} role={alert ? "alert" : undefined}>
      {eyebrow ? (
        <p className={styles.eyebrow} aria-hidden="true">
          {eyebrow}
        </p>
      ) : null}
      <Heading className={styles.title}>
        {eyebrow ? <span className="sr-only">{eyebrow} · </span> : null}
        {title}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </Root>
  );
}
