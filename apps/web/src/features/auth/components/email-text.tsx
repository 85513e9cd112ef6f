import { Fragment, type ReactNode } from "react";
import styles from "./auth-pages.module.css";

/** The address in pieces: a line may break after the @ and before each dot. */
export function emailPieces(email: string): string[] {
  return email.replace(/@/g, "@\u0000").replace(/\./g, "\u0000.").split("\u0000").filter(Boolean);
}

/**
 * An e-mail address set apart, which a narrow screen wraps after the @ or before a dot rather
 * than in the middle of a word. Used inside translated sentences, whose own text it replaces.
 */
export function EmailText({ email }: { email: string; children?: ReactNode }) {
  let offset = 0;
  return (
    <strong className={styles.sentTo}>
      {emailPieces(email).map((piece) => {
        const start = offset;
        offset += piece.length;
        return (
          <Fragment key={start}>
            {start > 0 ? <wbr /> : null}
            {piece}
          </Fragment>
        );
      })}
    </strong>
  );
}
