import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { themeColors } from "@content/pwa/manifest";
import { localeDirection } from "@core/locales";
import { pathLanguage } from "@core/settings";
import { appearanceScript } from "~/lib/appearance";
import { I18nProvider, useI18n } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import { afterFirstPaint, loadIsland } from "~/lib/page-scripts";
import { pageOf, PageModeContext } from "~/lib/page-handle";
import { Island } from "~/lib/island";
import { documentNav, NavProvider } from "~/lib/nav";
import { routerNav } from "~/lib/router-nav";
import { hydrateLater } from "~/lib/hydrate-later";
import { NotFound } from "~/shell/not-found";
import { ShellIsland } from "~/shell/shell-island";
import islands, { runtime as reactRuntime } from "virtual:tickwise-islands";
import stylesheet from "./app.css?url";
// Vite bundles a `?worker&url` import into one self-contained hashed file and gives its address.
import staticPageScript from "./enhance/static-page.ts?worker&url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // A PNG, not the SVG logo: see scripts/render-icons.mjs.
  { rel: "icon", href: "/icons/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin, language: context.language };
}

/** The root's data names the page's language: fetch it again when a navigation changes language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || pathLanguage(currentUrl.pathname) !== pathLanguage(nextUrl.pathname);

const ROUTER_PAGE = { mode: "router", island: undefined } as const;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The address names the language (decision 038): the same on the server, in the browser and after
  // a client-side switch, with no loader to re-run.
  const location = useLocation();
  const language = pathLanguage(location.pathname);
  // A route whose handle says `hydrate: false` gets no React Router scripts: none at all (decision
  // 041) or its tool island's (decision 045). In the browser React Router runs this document.
  const failed = useRouteError() != null;
  const handles = useMatches().map((match) => match.handle);
  const { mode, island } = typeof document === "undefined" ? pageOf(handles, failed) : ROUTER_PAGE;
  const islandScript = island ? islands[island] : undefined;
  // Where React Router does not run in the browser, the server renders the plain links and forms the
  // browser gets anyway: React Router's own resolve each link against the route tree, per request.
  const nav =
    mode === "router" ? routerNav : documentNav({ pathname: location.pathname, search: location.search, hash: "" });
  return (
    <html lang={language} dir={localeDirection(language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColors.light.theme} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={themeColors.dark.theme} media="(prefers-color-scheme: dark)" />
        {/* Theme and colours before first paint: no flash of the wrong theme. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: appearanceScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <PageModeContext value={mode}>
          <NavProvider nav={nav}>
            <I18nProvider language={language}>
              <Shell>{children}</Shell>
            </I18nProvider>
          </NavProvider>
        </PageModeContext>
        {mode === "router" ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : islandScript ? (
          // The island does what the static page script would there (decision 070): one script,
          // so one task starts at the first paint.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loadIsland(islandScript, reactRuntime) }} />
        ) : (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterFirstPaint(staticPageScript) }} />
        )}
      </body>
    </html>
  );
}

// The shell around every page hydrates after the page's own tool, each part on its own (decision 042).
const Header = hydrateLater(() => import("~/shell/header").then((m) => m.Header));
const Footer = hydrateLater(() => import("~/shell/footer").then((m) => m.Footer));

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
      <Footer />
      <Island name="shell">
        <ShellIsland />
      </Island>
    </>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{t.error.title}</title>
      <h1 className="text-3xl font-bold">{t.error.title}</h1>
      <p className="mt-4">{t.error.text}</p>
    </section>
  );
}
