import fp from "fastify-plugin";

/** Methods whose requests carry a body; the others only ever announce one by mistake. */
const methodsWithBody = new Set(["POST", "PUT", "PATCH"]);

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that a DELETE or GET
 * that says `Content-Type: application/json` but sends nothing has no body: many HTTP clients set
 * the header on every call. An empty POST, PUT or PATCH body is still refused (400).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (body === "" && !methodsWithBody.has(request.method)) return done(null, undefined);
      parseJson(request, body as string, done);
    });
  },
  { name: "json-body" },
);
