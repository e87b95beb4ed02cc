/**
 * The entry of `build/main.js`: the server always runs in production mode, whatever NODE_ENV the
 * environment has. React, React Router and others choose their development or production build
 * from NODE_ENV when they are first imported, so it is set here, before main.ts and everything it
 * imports is loaded (a static import would be hoisted above this line; decision 027).
 */
import { keepTickObjectShape } from "./lib/tick-object-shape";

process.env.NODE_ENV = "production";
// First, before the server's code allocates anything (decision 050).
keepTickObjectShape();
await import("./main");
