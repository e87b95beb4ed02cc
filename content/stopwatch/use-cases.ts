import { stopwatchUseCases, type StopwatchUseCase } from "@core/stopwatch";

/**
 * The page copy of /stopwatch and of each /stopwatch/{useCase}: server-side copy (one module per
 * language under ./pages, gathered in ./pages.server.ts). Only the route's loader reads it; the page
 * receives what it shows as loader data, so no language's copy is bundled for the browser.
 */

export interface Faq {
  question: string;
  answer: string;
}

/** What one `/stopwatch/{useCase}` page says about its use. */
export interface UseCaseCopy {
  /** Short name for the grid and headings: "Running Laps". */
  name: string;
  /** One line under the name in the grid. */
  blurb: string;
  /** The page's opening paragraph. */
  intro: string;
  /** One practical tip. */
  tip: string;
  /** A question people ask about this use, with its answer. */
  faq: Faq;
}

/** The page copy of /stopwatch and of each /stopwatch/{useCase}. */
export interface PageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  faqs: Faq[];
  tips: string[];
}

/** All the stopwatch pages' copy in one language. */
export interface StopwatchPages {
  /** The tool's name in the breadcrumb trail. */
  breadcrumb: string;
  /** /stopwatch itself. */
  home: { title: string; description: string; h1: string; intro: string; tips: string[] };
  /** The general questions: all of them on /stopwatch, the first three on every use-case page. */
  faqs: Faq[];
  /** How a use-case page words its title, description and heading around the use's name and blurb. */
  useCasePage: {
    title(name: string): string;
    description(name: string, blurb: string): string;
    h1(name: string): string;
    /** The second tip of every use-case page. */
    tip: string;
  };
  useCases: Record<StopwatchUseCase, UseCaseCopy>;
}

/** A blurb as a clause inside a sentence: no final full stop, lower case (where a language has case). */
export function clause(blurb: string, locale: string): string {
  return String(blurb)
    .replace(/[.。।]$/u, "")
    .toLocaleLowerCase(locale);
}

/** A blurb as a clause: no final full stop, first letter in lower case (acronyms such as WPM kept). */
export function asClause(blurb: string, locale: string): string {
  const text = String(blurb).replace(/[.。।]$/u, "");
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/** One page's copy: /stopwatch (no use case) or /stopwatch/{useCase}. */
export function pageCopy(pages: StopwatchPages, useCase: StopwatchUseCase | undefined): PageCopy {
  if (!useCase) return { ...pages.home, faqs: pages.faqs };
  const c = pages.useCases[useCase];
  return {
    title: pages.useCasePage.title(c.name),
    description: pages.useCasePage.description(c.name, c.blurb),
    h1: pages.useCasePage.h1(c.name),
    intro: c.intro,
    faqs: [c.faq, ...pages.faqs.slice(0, 3)],
    tips: [c.tip, pages.useCasePage.tip],
  };
}

/** What the route's loader gives the page: its copy and the words of its breadcrumb and use-case grid. */
export interface StopwatchPageData {
  useCase: StopwatchUseCase | null;
  copy: PageCopy;
  /** Breadcrumb names: the tool, and the use case on a use-case page. */
  crumbs: { tool: string; page: string | null };
  /** The 25 uses of the grid, in order. */
  uses: { slug: StopwatchUseCase; name: string; blurb: string }[];
}

export function pageData(pages: StopwatchPages, useCase: StopwatchUseCase | undefined): StopwatchPageData {
  return {
    useCase: useCase ?? null,
    copy: pageCopy(pages, useCase),
    crumbs: { tool: pages.breadcrumb, page: useCase ? pages.useCases[useCase].name : null },
    uses: stopwatchUseCases.map((slug) => ({
      slug,
      name: pages.useCases[slug].name,
      blurb: pages.useCases[slug].blurb,
    })),
  };
}
