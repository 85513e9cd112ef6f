import { companyRoomTypeSchema, pictureLayers } from "@home-designer/core";
import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { RoomPicture } from "../../configurator/picture-kit.ts";
import styles from "../back-office.module.css";
import { useDraftFiles } from "./draft-uploads.ts";
import { EntityDialog } from "./entity-dialog.tsx";
import { FileField } from "./file-field.tsx";
import { useFormFields } from "./form-fields.tsx";
import local from "./projects.module.css";
import type { RoomType } from "./room-type-list.tsx";

type Values = Record<string, unknown>;
type Layer = { file?: unknown; layer?: unknown };

const layersSchema = companyRoomTypeSchema.pick({ picture_layers: true });

type PictureLayersDialogProps = {
  /** The room type's pointer (`/projects/0/room_types/2`). */
  path: string;
  roomType: RoomType;
  name: string;
  files: Readonly<Record<string, string>>;
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/** The room picture's layers as the configurator stacks them: by `layer`, the smallest below. */
export function composedLayers(layers: readonly Layer[], files: Readonly<Record<string, string>>) {
  const images = layers.flatMap((layer, id) => {
    const url = typeof layer.file === "string" ? files[layer.file] : undefined;
    const order = Number(layer.layer);
    return url && Number.isInteger(order) ? [{ id, url, layer: order }] : [];
  });
  return pictureLayers({ id: 0, images }, [], new Map());
}

/**
 * A room type's picture layers (a file and its place in the stack each), with the picture they
 * compose, drawn by the configurator's own picture as they are edited.
 */
export function PictureLayersDialog({
  path,
  roomType,
  name,
  files,
  version,
  readOnly,
  onClose,
}: PictureLayersDialogProps) {
  const { t } = useTranslation("admin");
  const original = roomType.picture_layers ? { picture_layers: roomType.picture_layers } : {};
  return (
    <EntityDialog
      title={t("projects.pictureLayersTitle", { name })}
      target={{ kind: "edit", path, code: roomType.code }}
      version={version}
      original={original}
      schema={layersSchema}
      fromValue={(value) => ({ picture_layers: value.picture_layers ?? [] })}
      toValue={(values) => {
        const layers = (values.picture_layers as Layer[]).map((layer) => ({
          file: layer.file,
          layer: typeof layer.layer === "string" ? Number(layer.layer) : layer.layer,
        }));
        return { picture_layers: layers.length > 0 ? layers : undefined };
      }}
      readOnly={readOnly}
      onClose={onClose}
    >
      {(form, formId) => (
        <LayerFields form={form} formId={formId} name={name} files={files} readOnly={readOnly} />
      )}
    </EntityDialog>
  );
}

type LayerFieldsProps = {
  form: UseFormReturn<Values>;
  formId: string;
  name: string;
  files: Readonly<Record<string, string>>;
  readOnly: boolean;
};

function LayerFields({ form, formId, name, files, readOnly }: LayerFieldsProps) {
  const { t } = useTranslation("admin");
  const field = useFormFields(form, formId);
  const layers = useFieldArray({ control: form.control, name: "picture_layers" as never });
  // A removed layer's button goes with it: focus goes to the add button.
  const addLayer = useRef<HTMLButtonElement>(null);
  const watched = (form.watch("picture_layers") as Layer[] | undefined) ?? [];
  const composed = composedLayers(watched, useDraftFiles(files).files);
  return (
    <>
      <section aria-label={t("projects.pictureLayersPreview")} className={styles.group}>
        <p className={styles.muted}>{t("projects.previewHint")}</p>
        <div className={local.preview}>
          <RoomPicture layers={composed} label={t("projects.previewOf", { name })} name={name} />
        </div>
      </section>
      {layers.fields.map((layer, i) => (
        <div key={layer.id} className={local.item}>
          <div className={local.itemHead}>
            <p className={local.itemTitle}>{t("projects.layerNumber", { number: i + 1 })}</p>
            {readOnly ? null : (
              <Button
                size="small"
                variant="ghost"
                aria-label={t("projects.removeLayer", { number: i + 1 })}
                onClick={() => {
                  layers.remove(i);
                  requestAnimationFrame(() => addLayer.current?.focus());
                }}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            )}
          </div>
          <FileField
            form={form}
            formId={formId}
            name={`picture_layers.${i}.file`}
            label={t("projects.layerFile")}
            files={files}
            readOnly={readOnly}
          />
          {field.number(`picture_layers.${i}.layer`, t("projects.layerOrder"))}
        </div>
      ))}
      {readOnly ? null : (
        <div>
          <Button
            ref={addLayer}
            size="small"
            variant="secondary"
            onClick={() =>
              layers.append(
                {
                  file: "",
                  layer: Math.max(0, ...watched.map((l) => Number(l.layer) || 0)) + 1,
                } as never,
                { shouldFocus: true },
              )
            }
          >
            <Plus size={16} aria-hidden="true" />
            {t("projects.addLayer")}
          </Button>
        </div>
      )}
    </>
  );
}
