import { Clock } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, type IconNode } from "~/ui/icon";

describe("Icon", () => {
  it("draws lucide's shapes inside one hidden svg, with the caller's classes", () => {
    expect(renderToStaticMarkup(<Icon node={Clock} className="h-4 w-4" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
        'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="h-4 w-4" ' +
        'aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path></svg>',
    );
  });

  it("escapes attribute values and leaves out absent ones", () => {
    const node: IconNode = [["path", { d: 'M0 0"/><script>x</script>', "data-empty": undefined }]];
    expect(renderToStaticMarkup(<Icon node={node} />)).toContain(
      '<path d="M0 0&quot;/&gt;&lt;script&gt;x&lt;/script&gt;"></path>',
    );
  });
});
