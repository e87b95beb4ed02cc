import fp from "fastify-plugin";
import type { ReminderConfig } from "../config";
import { ReminderPoller } from "./poller";

declare module "fastify" {
  interface FastifyInstance {
    /** The due-reminder poller; undefined without mail credentials. */
    reminderPoller: ReminderPoller | undefined;
  }
}

/**
 * Runs the reminder poller while the app runs: it starts when the app is ready and stops on
 * close, before the mail pool and the database close (onClose hooks run in reverse order), after
 * the send in flight has finished.
 */
export default fp<ReminderConfig>(
  async (app, opts) => {
    const poller =
      app.outbox &&
      new ReminderPoller(app.database.db, app.outbox, app.log, { ...opts, publicUrl: app.config.publicUrl });
    app.decorate("reminderPoller", poller);
    if (!poller) return;
    app.addHook("onReady", async () => poller.start());
    app.addHook("onClose", () => poller.stop());
  },
  { name: "reminders", dependencies: ["mailer"] },
);
