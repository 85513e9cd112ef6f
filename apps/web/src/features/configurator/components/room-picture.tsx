import type { Choices, SelectionGroup } from "@home-designer/core";
import { ImageOff } from "lucide-react";
import { useMemo } from "react";
import { pictureLayers } from "../selection/engine.ts";
import styles from "./room-picture.module.css";

type RoomPictureProps = {
  groups: readonly SelectionGroup[];
  choices: Choices;
  /** What the picture shows, for screen readers. */
  label: string;
};

/**
 * The room as chosen: transparent image layers stacked bottom first. The lowest layer sits in the
 * flow and gives the picture its size; the others cover it exactly.
 */
export function RoomPicture({ groups, choices, label }: RoomPictureProps) {
  const layers = useMemo(() => pictureLayers(groups, choices), [groups, choices]);

  if (layers.length === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={label}>
        <ImageOff size={32} aria-hidden="true" />
      </div>
    );
  }

  return (
    <div className={styles.fit}>
      <figure className={styles.picture} role="img" aria-label={label}>
        {layers.map((layer, index) => (
          <img
            key={`${layer.id}:${layer.url}`}
            src={layer.url}
            alt=""
            className={index === 0 ? styles.base : styles.layer}
            decoding="async"
            fetchPriority={index === 0 ? "high" : undefined}
            draggable={false}
          />
        ))}
      </figure>
    </div>
  );
}
