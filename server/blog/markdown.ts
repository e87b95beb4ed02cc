import type { Element, ElementContent, Root, RootContent } from "hast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * GitHub's sanitising schema, tightened: links only to http(s), mailto and site paths; images only
 * from http(s) or site paths (external ones are turned into links below); no `id`/`name` from the
 * author (headings get ours after sanitising).
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { href: ["http", "https", "mailto"], src: ["http", "https"], cite: ["http", "https"], longDesc: [] },
  attributes: {
    ...defaultSchema.attributes,
    "*": (defaultSchema.attributes?.["*"] ?? []).filter((a) => a !== "id" && a !== "name" && a !== "style"),
  },
  // Task-list checkboxes would be unlabelled form controls: the list item keeps its text.
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => t !== "input"),
  strip: ["script", "style", "iframe", "object", "embed", "svg", "math", "template", "noscript"],
};

/** Ids the page itself uses: a heading never takes them. */
const RESERVED_IDS = ["main"];

function textOf(node: ElementContent | RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

function anchorId(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "section"
  );
}

/** True for a URL that leaves the site (absolute http(s) or protocol-relative). */
function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url);
}

/**
 * After sanitising: headings get unique anchor ids (and a Markdown `#` becomes an h2, the page's
 * title is the only h1); external links get rel="noopener noreferrer nofollow"; an image from
 * another site is replaced by a link to it, so rendering an article never requests a third-party
 * URL (docs/product.md, Privacy).
 */
function finishTree() {
  return (tree: Root) => {
    const used = new Set(RESERVED_IDS);
    const walk = (parent: Root | Element) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== "element") return child;
        if (child.tagName === "h1") child.tagName = "h2";
        if (/^h[2-6]$/.test(child.tagName)) {
          const base = anchorId(textOf(child));
          let id = base;
          for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
          used.add(id);
          child.properties.id = id;
        }
        if (child.tagName === "a" && typeof child.properties.href === "string" && isExternal(child.properties.href)) {
          child.properties.rel = ["noopener", "noreferrer", "nofollow"];
        }
        if (child.tagName === "img") {
          const src = typeof child.properties.src === "string" ? child.properties.src : "";
          const alt = typeof child.properties.alt === "string" ? child.properties.alt : "";
          if (!src || isExternal(src)) {
            if (!src) return { type: "text", value: alt };
            const link: Element = {
              type: "element",
              tagName: "a",
              properties: { href: src, rel: ["noopener", "noreferrer", "nofollow"] },
              children: [{ type: "text", value: alt || src }],
            };
            return link;
          }
          child.properties.loading = "lazy";
          child.properties.decoding = "async";
        }
        walk(child);
        return child;
      });
    };
    walk(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in the Markdown is dropped here (allowDangerousHtml is off), before sanitising.
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(finishTree)
  .use(rehypeStringify);

/** A post's Markdown as safe HTML: no raw HTML, scripts, event handlers or script/data URLs. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
