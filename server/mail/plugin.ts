import fp from "fastify-plugin";
import type { MailConfig } from "../config";
import { createMailer, type Mailer } from "./transport";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMTP transport; undefined when no mail credentials are configured (every email call answers 503). */
    mailer: Mailer | undefined;
  }
}

export interface MailerOptions {
  mail: MailConfig | undefined;
  /** A ready mailer (tests); otherwise one is built from `mail`. */
  mailer?: Mailer;
}

/** Decorates `app.mailer` (reminders, the source-code email) and closes its SMTP pool on close. */
export default fp<MailerOptions>(
  async (app, opts) => {
    const mailer = opts.mailer ?? (opts.mail ? createMailer(opts.mail) : undefined);
    app.decorate("mailer", mailer);
    if (mailer && !opts.mailer) app.addHook("onClose", async () => mailer.close());
  },
  { name: "mailer" },
);
