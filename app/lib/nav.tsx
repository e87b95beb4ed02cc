import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { useBrowserStore } from "./client-value";

/**
 * Links and the page's address, for components that run both inside React Router (the whole
 * document hydrated) and in a tool island (decision 045: only the tool hydrated, no router in the
 * browser). Components import `Link`, `useLocation`, `useNavigate` and `useSearchParams` from here,
 * never from react-router, so an island's code never pulls in the router. The root provides React
 * Router's versions (`~/lib/router-nav`); an island uses the document's own address and links.
 */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** React Router's intent prefetch; a plain link ignores it. */
  prefetch?: "none" | "intent" | "render" | "viewport";
  replace?: boolean;
  /** React Router keeps the scroll position; a new document starts at the top anyway. */
  preventScrollReset?: boolean;
}

export interface NavFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "encType" | "action"> {
  action?: string;
  method?: "get" | "post";
  encType?: "application/x-www-form-urlencoded" | "multipart/form-data" | "text/plain";
}

export interface NavigateOptions {
  replace?: boolean;
  /** React Router keeps the scroll position; a new document starts at the top anyway. */
  preventScrollReset?: boolean;
}

export interface Nav {
  /** Whether going to another page loads a new document (a tool island) rather than rendering it here. */
  loadsDocuments: boolean;
  Link: ComponentType<NavLinkProps>;
  /** A form that goes to its `action` (React Router's `<Form>` fetches it as a client navigation). */
  Form: ComponentType<NavFormProps>;
  useLocation(): NavLocation;
  useNavigate(): (to: string, options?: NavigateOptions) => void;
}

function PlainLink({ to, prefetch: _prefetch, replace: _replace, preventScrollReset: _keep, ...rest }: NavLinkProps) {
  return <a href={to} {...rest} />;
}

function PlainForm(props: NavFormProps) {
  return <form {...props} />;
}

// The address changes only through our own navigate (pushState/replaceState) or back/forward.
const addressListeners = new Set<() => void>();
function subscribeAddress(listener: () => void): () => void {
  addressListeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    addressListeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
const currentHref = () => window.location.href;
const serverHref = () => "";

/**
 * A tool island's navigation: plain links; `navigate` changes the address in place when only the
 * query or hash changes (a goal in `?goal=`), and loads the other page otherwise.
 */
export function documentNav(serverLocation: NavLocation): Nav {
  return {
    loadsDocuments: true,
    Link: PlainLink,
    Form: PlainForm,
    useLocation() {
      // The server's address while the page hydrates, then the browser's in a transition. Through
      // useSyncExternalStore alone the switch was a synchronous render of everything that reads
      // the address, and of every update pending with it, straight after hydration (decision 062).
      const href = useBrowserStore(subscribeAddress, currentHref, serverHref);
      return useMemo(() => {
        if (!href) return serverLocation;
        const url = new URL(href);
        const { pathname, search, hash } = serverLocation;
        // Still the server's address: the same object, so what reads it has nothing to redo.
        if (url.pathname === pathname && url.search === search && url.hash === hash) return serverLocation;
        return { pathname: url.pathname, search: url.search, hash: url.hash };
      }, [href]);
    },
    useNavigate() {
      return navigateDocument;
    },
  };
}

function navigateDocument(to: string, options?: NavigateOptions): void {
  const next = new URL(to, window.location.href);
  if (next.pathname !== window.location.pathname) {
    if (options?.replace) window.location.replace(next.href);
    else window.location.assign(next.href);
    return;
  }
  if (options?.replace) window.history.replaceState(null, "", next.href);
  else window.history.pushState(null, "", next.href);
  for (const listener of addressListeners) listener();
}

const NavContext = createContext<Nav | null>(null);

export function NavProvider({ nav, children }: { nav: Nav; children: ReactNode }) {
  return <NavContext value={nav}>{children}</NavContext>;
}

function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error("NavProvider missing");
  return nav;
}

export function Link(props: NavLinkProps) {
  const { Link: NavLink } = useNav();
  return <NavLink {...props} />;
}

export function Form(props: NavFormProps) {
  const { Form: NavForm } = useNav();
  return <NavForm {...props} />;
}

// A tree's Nav never changes, so calling its hooks keeps the same hook order on every render.
export const useLocation = (): NavLocation => useNav().useLocation();
export const useNavigate = (): ((to: string, options?: NavigateOptions) => void) => useNav().useNavigate();

/** See `Nav.loadsDocuments`: state that should survive going to another page must be stored. */
export const useLoadsDocuments = (): boolean => useNav().loadsDocuments;

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}
