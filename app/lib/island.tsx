import { useContext, type ReactNode } from "react";
import { documentNav, NavProvider, useLocation } from "./nav";
import { PageModeContext } from "./page-handle";

/** JSON that is safe inside a `<script>` element: no `</script>`, no line separators JavaScript rejects. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A part of a tool page that its island script hydrates on its own (decision 045). On the server
 * of an island page it renders `children` in a `data-island` container, with plain links (what the
 * island renders in the browser, where no router runs), followed by `props` as JSON for the island
 * script. Anywhere else (React Router running the whole document) it is just `children`.
 */
export function Island({ name, props, children }: { name: string; props?: unknown; children: ReactNode }) {
  const mode = useContext(PageModeContext);
  const location = useLocation();
  if (mode !== "island" || typeof document !== "undefined") return children;
  return (
    <>
      <div data-island={name}>
        <NavProvider nav={documentNav({ pathname: location.pathname, search: location.search, hash: "" })}>
          {children}
        </NavProvider>
      </div>
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
