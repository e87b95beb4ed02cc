import fp from "fastify-plugin";
import type { MailConfig } from "../config";
import { Outbox } from "./outbox";
import { createMailer, type Mailer } from "./transport";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMTP transport; undefined when no mail credentials are configured (every email call answers 503). */
    mailer: Mailer | undefined;
    /** What every email is sent through (unsubscribes, daily cap, unsubscribe headers); undefined with `mailer`. */
    outbox: Outbox | undefined;
  }
}

export interface MailerOptions {
  mail: MailConfig | undefined;
  /** A ready mailer (tests); otherwise one is built from `mail`. */
  mailer?: Mailer;
}

/** Decorates `app.mailer` and `app.outbox` (reminders, the source-code email) and closes the SMTP pool on close. */
export default fp<MailerOptions>(
  async (app, opts) => {
    const mailer = opts.mailer ?? (opts.mail ? createMailer(opts.mail) : undefined);
    app.decorate("mailer", mailer);
    app.decorate(
      "outbox",
      mailer &&
        new Outbox({
          db: app.database.db,
          mailer,
          limiter: app.rateLimiter,
          dailyLimit: app.config.emailDailyLimit,
          secret: app.config.sessionSecret,
        }),
    );
    if (mailer && !opts.mailer) app.addHook("onClose", async () => mailer.close());
  },
  { name: "mailer", dependencies: ["rate-limiter"] },
);
