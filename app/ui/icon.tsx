import type { IconNode } from "lucide";
import { escapeHtml } from "@core/escape-html";

export type { IconNode };

/**
 * An icon's shapes as SVG markup, in the form React takes inner markup in: built once per icon
 * (its drawing never changes), and the same object on every render.
 */
const innerMarkup = new WeakMap<IconNode, { __html: string }>();

function shapesOf(node: IconNode): { __html: string } {
  let markup = innerMarkup.get(node);
  if (markup === undefined) {
    const shapes = node.map(([tag, attributes]) => {
      let pairs = "";
      for (const [name, value] of Object.entries(attributes)) {
        if (value !== undefined) pairs += ` ${name}="${escapeHtml(String(value))}"`;
      }
      return `<${tag}${pairs}></${tag}>`;
    });
    markup = { __html: shapes.join("") };
    innerMarkup.set(node, markup);
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
      dangerouslySetInnerHTML={shapesOf(node)}
    />
  );
}
