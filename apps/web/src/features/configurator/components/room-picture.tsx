import type { Image } from "@home-designer/core";
import type { SyntheticEvent } from "react";
import styles from "./room-picture.module.css";

type RoomPictureProps = {
  /** The picture's layers, bottom first (`pictureLayers`); none for a room without pictures. */
  layers: readonly Image[];
  /** What the picture shows, for screen readers. */
  label: string;
  /** The room's name, which stands in for a picture the room does not have. */
  name: string;
};

/**
 * The room as chosen: transparent image layers stacked bottom first. The lowest layer sits in the
 * flow and gives the picture its size; the others cover it exactly.
 */
export function RoomPicture({ layers, label, name }: RoomPictureProps) {
  if (layers.length === 0) {
    // A room without pictures: its name in a calm frame where the picture would be, the same on
    // phones and desktop. Not an image: screen readers skip it (the name is the heading).
    return (
      <div className={styles.none} aria-hidden="true">
        <span className={styles.noneName}>{name}</span>
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
            onLoad={index === 0 ? fitSizeless : undefined}
            decoding="async"
            fetchPriority={index === 0 ? "high" : undefined}
            draggable={false}
          />
        ))}
      </figure>
    </div>
  );
}

/**
 * An SVG without `width` and `height` (only a viewBox, as many drawing programs write it) has a
 * shape but no size, so on wide screens, where the picture keeps its own size within the stage,
 * it would be drawn at none at all. Such a picture shows as its loaded size of zero; the browser
 * still knows its proportions (`naturalWidth` / `naturalHeight`), by which it is then fitted. The
 * element is marked directly: its key holds its address, so another picture is a new element.
 */
function fitSizeless(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.getBoundingClientRect().width > 0 || !image.naturalWidth || !image.naturalHeight) {
    return;
  }
  image.style.setProperty("--picture-ratio", String(image.naturalWidth / image.naturalHeight));
  image.classList.add(styles.sizeless ?? "");
}
