import { renderMarkdown } from "@server/blog/markdown";
import { describe, expect, it } from "vitest";

/** Anything in rendered HTML that could run script or load from another site. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<script|<iframe|<object|<embed|<svg|<math|<style|<form|<input|<textarea|<button|<meta|<link|<base/i.test(html))
    found.push("dangerous element");
  if (/\son[a-z]+\s*=/i.test(html)) found.push("event handler attribute");
  if (/(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|data|vbscript):/i.test(html))
    found.push("script or data URL");
  if (/\sstyle\s*=/i.test(html)) found.push("style attribute");
  if (/<img[^>]+src\s*=\s*["']?(?:https?:)?\/\//i.test(html)) found.push("third-party image");
  return found;
}

const payloads: [string, string][] = [
  ["script element", "<script>alert(1)</script>"],
  ["script inline", "text <script>alert(1)</script> more"],
  ["img onerror", '<img src="x" onerror="alert(1)">'],
  ["img onerror unquoted", "<img src=x onerror=alert(1)>"],
  ["svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
  ["svg script", "<svg><script>alert(1)</script></svg>"],
  ["iframe", '<iframe src="https://attacker.example/"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="javascript:alert(1)">'],
  ["raw anchor javascript", '<a href="javascript:alert(1)">click</a>'],
  ["markdown link javascript", "[click](javascript:alert(1))"],
  ["markdown link mixed case", "[click](JaVaScRiPt:alert(1))"],
  ["markdown link encoded", "[click](javascript&#58;alert(1))"],
  ["markdown link entity tab", "[click](java&#9;script:alert(1))"],
  ["markdown link vbscript", "[click](vbscript:msgbox(1))"],
  ["markdown link data", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["markdown image javascript", "![x](javascript:alert(1))"],
  ["markdown image data", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
  ["markdown image attacker", "![tracker](https://attacker.example/pixel.png)"],
  ["markdown image protocol-relative", "![tracker](//attacker.example/pixel.png)"],
  ["reference link javascript", "[click][x]\n\n[x]: javascript:alert(1)"],
  ["autolink javascript", "<javascript:alert(1)>"],
  ["style element", "<style>body{display:none}</style>"],
  ["style attribute", '<p style="position:fixed;inset:0">x</p>'],
  ["form", '<form action="https://attacker.example"><input name="q"><button>Go</button></form>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://attacker.example">'],
  ["base", '<base href="https://attacker.example/">'],
  ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
  ["html comment breakout", "<!--><img src=x onerror=alert(1)>-->"],
  ["math", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["heading with html", "## Hi <img src=x onerror=alert(1)>"],
  ["table cell", "| a |\n|---|\n| <img src=x onerror=alert(1)> |"],
];

describe("renderMarkdown: a post's Markdown as safe HTML", () => {
  it.each(payloads)("%s renders inert", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(dangers(html), html).toEqual([]);
  });

  it("drops raw HTML but keeps the text around it", () => {
    const html = renderMarkdown("Before <b onclick=alert(1)>bold</b> after");
    expect(html).toBe("<p>Before bold after</p>");
  });

  it("renders Markdown and GitHub tables", () => {
    const html = renderMarkdown("Some **bold**, _em_ and `code`.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>em</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<th>a</th>");
    expect(html).toContain("<td>2</td>");
  });

  it("gives headings unique anchor ids, never the page's own, and makes a Markdown h1 an h2", () => {
    const html = renderMarkdown("# Intro\n\n## How it works\n\n### How it works\n\n## Main");
    expect(html).toContain('<h2 id="intro">Intro</h2>');
    expect(html).toContain('<h2 id="how-it-works">How it works</h2>');
    expect(html).toContain('<h3 id="how-it-works-1">How it works</h3>');
    expect(html).toContain('<h2 id="main-1">Main</h2>');
    expect(html).not.toContain("<h1");
  });

  it("marks external links nofollow and keeps site links plain", () => {
    const html = renderMarkdown(
      "[out](https://example.org/page) [in](/timer/5-minute-timer) [mail](mailto:a@b.example)",
    );
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer nofollow">out</a>');
    expect(html).toContain('<a href="/timer/5-minute-timer">in</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
  });

  it("keeps site images (lazy) and turns third-party images into links", () => {
    const html = renderMarkdown("![A clock](/images/blog/clock.jpg)\n\n![Pixel](https://attacker.example/p.png)");
    expect(html).toContain('<img src="/images/blog/clock.jpg" alt="A clock" loading="lazy" decoding="async">');
    expect(html).toContain('<a href="https://attacker.example/p.png" rel="noopener noreferrer nofollow">Pixel</a>');
  });
});
