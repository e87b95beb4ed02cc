import { useContext, type ReactNode } from "react";
import { PageModeContext } from "./page-handle";

/** JSON that is safe inside a `<script>` element: no `</script>`, no line separators JavaScript rejects. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A part of a tool page that its island script hydrates on its own (decision 045). On the server of
 * an island page it renders `children` in a `data-island` element (with the plain links the root
 * provides on such a page, as the island has in the browser, where no router runs), followed by
 * `props` as JSON for the island script. Anywhere else (React Router running the whole document) it
 * is just `children`.
 */
export function Island({ name, props, children }: { name: string; props?: unknown; children: ReactNode }) {
  const mode = useContext(PageModeContext);
  if (mode !== "island" || typeof document !== "undefined") return children;
  return (
    <>
      <div data-island={name}>{children}</div>
      {props !== undefined && (
        <script
          type="application/json"
          data-island-props={name}
          dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
        />
      )}
    </>
  );
}
