/**
 * Blog posts the e2e server starts with, written into its fresh DATA_DIR before it starts (the
 * `prepare` hook of startServer): the embedded database is locked while the server runs.
 * Slugs start with "e2e-" so they never meet the seeded posts.
 */
import { openDatabase } from "../../server/db/client";
import { blogPosts } from "../../server/db/schema";

const paragraph =
  "A timer turns a vague intention into a concrete block of attention. Set it, start it, and let the countdown carry the decision about when to stop.";

/** An address no test server answers: any request to it means a payload escaped the sanitiser. */
export const attackerOrigin = "https://attacker.example";

export const e2eBlogPosts = {
  newest: {
    slug: "e2e-focus-with-a-timer",
    title: "Focus With a Timer",
    excerpt: "How short, timed work blocks keep you on task.",
    metaDescription: "Short, timed work blocks keep you on task: how to pick a length and what to do when it rings.",
    content: `## Why a timer helps\n\n${Array.from({ length: 30 }, () => paragraph).join(" ")}\n\n## Picking a length\n\nTry **25 minutes** first, then adjust. See the [25-minute timer](/timer/25-minute-timer).\n\n- Work until it rings\n- Take a short break`,
    createdAt: new Date("2026-11-24T00:00:00Z"),
  },
  older: {
    slug: "e2e-stopwatch-basics",
    title: "Stopwatch Basics",
    excerpt: "Laps, splits and when to use them.",
    metaDescription: "Laps, splits and when to use them.",
    content: `## Laps and splits\n\n${paragraph}`,
    /** A site path that is not a stock image. */
    imageUrl: "/favicon.svg",
    createdAt: new Date("2026-11-23T00:00:00Z"),
  },
  draft: {
    slug: "e2e-unpublished-draft",
    title: "An Unpublished Draft",
    excerpt: "Nobody should see this.",
    metaDescription: "",
    content: "Draft text.",
    createdAt: new Date("2026-11-25T00:00:00Z"),
  },
  xss: {
    slug: "e2e-xss-payloads",
    title: `<script>alert("title")</script> Payload Title`,
    excerpt: `<img src=x onerror=alert("excerpt")>`,
    metaDescription: `"><script>alert("meta")</script>`,
    content: [
      "## Payloads",
      `<script>alert("script")</script>`,
      `<img src="${attackerOrigin}/img.png" onerror="alert('onerror')">`,
      `<svg onload="alert('svg')"><circle r="1"/></svg>`,
      `<iframe src="${attackerOrigin}/frame"></iframe>`,
      `<a href="javascript:alert('raw-link')">raw link</a>`,
      `[markdown javascript link](javascript:alert('md-link'))`,
      `[markdown data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
      `![tracking pixel](${attackerOrigin}/pixel.png)`,
      `![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
      `<details open ontoggle="alert('toggle')"><summary>x</summary></details>`,
      "After the payloads.",
    ].join("\n\n"),
    imageUrl: `${attackerOrigin}/featured.png`,
    createdAt: new Date("2026-09-01T00:00:00Z"),
  },
} as const;

/** Inserts the fixture posts into the database in `dataDir` (migrating it first), then closes it. */
export async function writeE2eBlogPosts(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    for (const [key, post] of Object.entries(e2eBlogPosts)) {
      await database.db.insert(blogPosts).values({
        imageUrl: "",
        ...post,
        published: key !== "draft",
        updatedAt: post.createdAt,
      });
    }
  } finally {
    await database.close();
  }
}
