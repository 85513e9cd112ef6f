import { ImageOff, Maximize, Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { TransformComponent, TransformWrapper, useControls } from "react-zoom-pan-pinch";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "./plan-viewer.module.css";

const MAX_SCALE = 8;
/** The library sizes itself to its content; filling the viewer makes scale 1 fit the plan. */
const FILL = { width: "100%", height: "100%" } as const;
const STEP = 0.5;

type PlanViewerProps = {
  url: string;
  /** The plan's name: the picture's text and the viewer's label. */
  label: string;
  className?: string;
};

/**
 * A plan that zooms and pans: wheel, pinch and drag, double-click or tap to zoom in, and for the
 * keyboard the viewer takes focus (arrows move, + and − zoom, 0 fits) beside the buttons. Each
 * plan starts fitted to the viewer.
 */
export function PlanViewer({ url, label, className }: PlanViewerProps) {
  const { t } = useTranslation(["panels", "configurator"]);
  const hintId = useId();
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [scale, setScale] = useState(1);
  const [shown, setShown] = useState(url);
  if (shown !== url) {
    // Another plan: start over, fitted and loading.
    setShown(url);
    setStatus("loading");
    setScale(1);
  }

  return (
    <div className={`${styles.viewer} ${className ?? ""}`}>
      <TransformWrapper
        key={url}
        minScale={1}
        maxScale={MAX_SCALE}
        centerOnInit
        limitToBounds
        wheel={{ step: 0.15 }}
        doubleClick={{ mode: "zoomIn", step: 0.7 }}
        keyboard={{ disabled: false, panStep: 60, zoomStep: STEP }}
        onTransform={(_, state) => setScale(state.scale)}
      >
        <TransformComponent
          wrapperClass={styles.wrapper}
          wrapperStyle={FILL}
          contentStyle={FILL}
          wrapperProps={{
            role: "group",
            "aria-label": label,
            "aria-describedby": hintId,
          }}
        >
          <img
            src={url}
            alt={label}
            className={styles.plan}
            draggable={false}
            decoding="async"
            onLoad={() => setStatus("ready")}
            onError={() => setStatus("failed")}
          />
        </TransformComponent>
        <p id={hintId} className="sr-only">
          {t("plans.viewer", { plan: label })}
        </p>
        {status === "loading" ? (
          <div className={styles.state} role="status">
            <Spinner size="small" />
            <span>{t("configurator:plans.loading")}</span>
          </div>
        ) : null}
        {status === "failed" ? (
          <div className={styles.state} role="alert">
            <ImageOff size={20} aria-hidden="true" />
            <span>{t("plans.failed")}</span>
          </div>
        ) : null}
        <ZoomControls scale={scale} />
      </TransformWrapper>
    </div>
  );
}

function ZoomControls({ scale }: { scale: number }) {
  const { t } = useTranslation("panels");
  const { zoomIn, zoomOut, resetTransform } = useControls();
  // Float noise of repeated zoom steps must not leave a button enabled that does nothing.
  const atMin = scale <= 1.001;
  const atMax = scale >= MAX_SCALE - 0.001;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        aria-label={t("plans.zoomIn")}
        title={t("plans.zoomIn")}
        disabled={atMax}
        onClick={() => void zoomIn(STEP)}
      >
        <Plus size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={t("plans.zoomOut")}
        title={t("plans.zoomOut")}
        disabled={atMin}
        onClick={() => void zoomOut(STEP)}
      >
        <Minus size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={t("plans.reset")}
        title={t("plans.reset")}
        disabled={atMin}
        onClick={() => void resetTransform()}
      >
        <Maximize size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
