import { buildApp } from "@server/app";
import { loadConfig } from "@server/config";

/**
 * One app instance in a process of its own, for the SIGKILL test (tests/api/email-instances.test.ts):
 * it polls and sends reminders until the test kills it. Prints "ready" once polling.
 */
const config = loadConfig(process.env);
const app = await buildApp(config, { clientRoot: "/nonexistent" });
await app.ready();
console.log("ready");
