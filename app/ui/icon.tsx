import type { IconNode } from "lucide";

export type { IconNode };

/** An icon's shapes as SVG markup, built once per icon: its drawing never changes. */
const markupOf = new WeakMap<IconNode, string>();

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function shapesMarkup(node: IconNode): string {
  let markup = markupOf.get(node);
  if (markup === undefined) {
    markup = node
      .map(([tag, attributes]) => {
        let pairs = "";
        for (const [name, value] of Object.entries(attributes)) {
          if (value !== undefined) pairs += ` ${name}="${escapeAttribute(String(value))}"`;
        }
        return `<${tag}${pairs}></${tag}>`;
      })
      .join("");
    markupOf.set(node, markup);
  }
  return markup;
}

export interface IconProps {
  /** One of lucide's drawings: `import { Clock } from "lucide"`. */
  node: IconNode;
  className?: string;
}

/**
 * A lucide icon as one `<svg>` whose shapes are its inner markup: React builds and hydrates a
 * single element, not one per shape. Icons are a quarter of a page's elements and lucide-react's
 * component spent more per icon than the rest of the element (decision 048). Every icon is
 * decoration beside a text or inside a labelled control: hidden from assistive technology.
 */
export function Icon({ node, className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: shapesMarkup(node) }}
    />
  );
}
