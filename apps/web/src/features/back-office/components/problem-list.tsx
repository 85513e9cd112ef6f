import styles from "../back-office.module.css";

/**
 * Problems by their place, as the company check names them: a JSON pointer into company.json
 * (`/materials/12/price`) or a cell of the workbook in words, each place's messages under it.
 */
export function ProblemList({
  problems,
  tone = "danger",
}: {
  problems: Readonly<Record<string, readonly string[]>>;
  tone?: "danger" | "warning";
}) {
  const places = Object.entries(problems);
  if (places.length === 0) return null;
  return (
    <dl className={`${styles.problems} ${tone === "warning" ? styles.warningTone : ""}`}>
      {places.map(([place, messages]) => (
        <div key={place} className={styles.problem}>
          <dt>
            <code className={styles.code}>{place}</code>
          </dt>
          {messages.map((message) => (
            <dd key={message}>{message}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
