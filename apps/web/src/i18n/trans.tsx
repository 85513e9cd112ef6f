import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { interpolate, type TFunction } from "./translator.ts";

type TransProps<Key extends string> = {
  /** The `t` of `useTranslation`, whose namespaces the key is in. */
  t: TFunction<Key>;
  i18nKey: NoInfer<Key>;
  /** The text's `{{name}}` placeholders, shown as plain text. */
  values?: Readonly<Record<string, string | number>>;
  /**
   * The elements of the text's tags by name: `<email>{{email}}</email>` is `components.email`
   * with the tag's content as its children.
   */
  components?: Readonly<Record<string, ReactElement>>;
};

/** Text, or a tag with where it starts in the text (its key) and its content. */
type Node = string | { tag: string; at: number; children: Node[] };

const TAG = /<(\/?)(\w+)>/g;

/** The text's tags as a tree; a tag left open or closed out of turn stays text. */
export function parseTags(text: string): Node[] {
  const root: Node[] = [];
  const open: { tag: string; children: Node[]; start: number }[] = [];
  let children = root;
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, tag = ""] = match;
    const top = open.at(-1);
    if (closing && top?.tag !== tag) continue;
    if (match.index > last) children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (closing && top) {
      open.pop();
      children = open.at(-1)?.children ?? root;
      children.push({ tag, at: top.start, children: top.children });
    } else {
      open.push({ tag, children: [], start: match.index });
      children = open.at(-1)?.children ?? root;
    }
  }
  if (last < text.length) children.push(text.slice(last));
  // Tags never closed: their opening tag is text again, followed by their content.
  for (let top = open.pop(); top; top = open.pop()) {
    const parent = open.at(-1)?.children ?? root;
    parent.push(text.slice(top.start, top.start + top.tag.length + 2), ...top.children);
  }
  return root;
}

function render(
  nodes: Node[],
  values: TransProps<string>["values"],
  components: TransProps<string>["components"],
): ReactNode[] {
  return nodes.map((node) => {
    // Placeholders are filled in after the tags are read, so a value is never read as a tag.
    if (typeof node === "string") return interpolate(node, values);
    const inner = render(node.children, values, components);
    const component = components?.[node.tag];
    return component ? (
      cloneElement(component, { key: node.at }, ...inner)
    ) : (
      <Fragment key={node.at}>{inner}</Fragment>
    );
  });
}

/**
 * A text with elements in it (a link, a button, an e-mail address in bold): its tags become the
 * elements given in `components`; tags without an element show their content only.
 */
export function Trans<Key extends string>({ t, i18nKey, values, components }: TransProps<Key>) {
  // Without values `t` leaves the placeholders, which are filled in part by part below.
  return <>{render(parseTags(t(i18nKey)), values, components)}</>;
}
