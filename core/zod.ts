// The one zod every module of core/ uses, configured once.
import { z } from "zod";

// Strict CSPs (our pages, the MV3 extension) forbid eval. Zod probes `new Function` to compile fast
// validators, and the browser reports that probe as a CSP violation even though zod catches it:
// jitless validation skips the probe. Set here, at module load, before any schema parses.
z.config({ jitless: true });

export { z };
