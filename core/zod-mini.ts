// zod/mini for schemas that ship on a page's first load: the same validation as core/zod.ts with a
// fraction of its bytes (the alarm list's schema costs ~5 KB brotli instead of ~22 KB; decision 034).
import * as z from "zod/mini";

// As in core/zod.ts: no `new Function` probe under the pages' CSP. Set at module load.
z.config({ jitless: true });

export { z };
