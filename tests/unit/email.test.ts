import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REMINDER_MESSAGE_MAX_LENGTH } from "@core/email-api";
import { emailSettings, reminderRequestSchema } from "@core/email";
import { escapeHtml } from "@core/escape-html";
import { durationWords, renderReminder, renderSourceCode } from "@server/mail/templates";
import { createMailer, describeMailError, isTransientMailError } from "@server/mail/transport";
import { addressHash, unsubscribeToken, verifyUnsubscribeToken } from "@server/mail/unsubscribe";
import { retryDelayMs } from "@server/reminders/poller";

const valid = { email: "someone@example.com", type: "timer", duration: 300 } as const;
const parse = (override: Record<string, unknown>) => reminderRequestSchema.safeParse({ ...valid, ...override });

describe("reminder request schema (shared by browser and server)", () => {
  it("accepts the send-now body and the scheduled form", () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ message: "Pasta!", language: "es", timerUrl: "/timer/5-minute-timer" }).success).toBe(true);
    expect(parse({ sendAt: new Date(Date.now() + 60_000).toISOString() }).success).toBe(true);
    expect(parse({ sendAt: "2099-01-01T00:00:00+02:00" }).success).toBe(false); // beyond 7 days
    expect(parse({ message: null }).success).toBe(true);
    expect(parse({ message: "line one\r\nline two\ttabbed" }).success).toBe(true);
  });

  it("tolerates a fire time a few seconds in the past (latency, clock differences), not more", () => {
    expect(parse({ sendAt: new Date(Date.now() - 5_000).toISOString() }).success).toBe(true);
    expect(parse({ sendAt: new Date(Date.now() - 60_000).toISOString() }).success).toBe(false);
  });

  it("rejects every address that carries a line break", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("\r", "\n", "\r\n"), fc.string(), (a, br, b) => {
        expect(parse({ email: `${a}x@example.com${br}${b}` }).success).toBe(false);
      }),
    );
  });

  it("limits the message to 500 characters", () => {
    expect(parse({ message: "x".repeat(REMINDER_MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(parse({ message: "x".repeat(REMINDER_MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it("accepts only same-origin paths as the timer link", () => {
    for (const ok of ["/timer", "/timer/5-minute-timer", "/timer?goalId=1&goalTitle=Read&duration=1500"]) {
      expect(parse({ timerUrl: ok }).success).toBe(true);
    }
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example/", "timer", "/a b", "/x\r\ny"]) {
      expect(parse({ timerUrl: bad }).success).toBe(false);
    }
  });
});

const unsubscribeUrl = "https://t.test/unsubscribe?token=abc";

describe("reminder email", () => {
  it("says which timer finished, in English and Spanish", () => {
    const en = renderReminder({ durationSeconds: 1500, message: null, language: "en", timerUrl: null, unsubscribeUrl });
    expect(en.subject).toBe("Tickwise: your timer for 25 minutes has finished");
    expect(en.text.split("\n")[0]).toBe("Time's up! Your timer for 25 minutes has finished.");
    expect(en.text).not.toContain("Start the timer again");
    const es = renderReminder({
      durationSeconds: 45,
      message: null,
      language: "es",
      timerUrl: "https://t.test/timer",
      unsubscribeUrl,
    });
    expect(es.subject).toBe("Tickwise: tu temporizador de 45 segundos ha terminado");
    expect(es.text).toContain("Vuelve a iniciar el temporizador:\nhttps://t.test/timer");
    expect(es.html).toContain('lang="es"');
  });

  it("keeps the note plain text and escapes it in the HTML part", () => {
    const note = `<script>alert("x")</script> & 'quotes'\r\nsecond line`;
    const mail = renderReminder({ durationSeconds: 60, message: note, language: "en", timerUrl: null, unsubscribeUrl });
    expect(mail.text).toContain(`<script>alert("x")</script> & 'quotes'\nsecond line`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;<br>second line",
    );
    expect(mail.html).not.toMatch(/<img|src=/i);
  });

  it("escapes the link in the HTML part", () => {
    const mail = renderReminder({
      durationSeconds: 60,
      message: "",
      language: "en",
      timerUrl: 'https://t.test/timer?a=1&b="2"',
      unsubscribeUrl,
    });
    expect(mail.html).toContain('href="https://t.test/timer?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).not.toContain("Your note:");
  });

  it("ends every email, in its language, with the unsubscribe link in both parts", () => {
    const mails = [
      renderReminder({ durationSeconds: 60, message: null, language: "en", timerUrl: null, unsubscribeUrl }),
      renderSourceCode("en", "https://t.test", unsubscribeUrl),
    ];
    for (const mail of mails) {
      expect(mail.text.endsWith(`Don't want emails from Tickwise? Unsubscribe:\n${unsubscribeUrl}`)).toBe(true);
      expect(mail.html).toContain(`<a href="${unsubscribeUrl}">`);
    }
    const es = renderSourceCode("es", "https://t.test", unsubscribeUrl);
    expect(es.text).toContain(`¿No quieres recibir correos de Tickwise? Date de baja:\n${unsubscribeUrl}`);
  });

  it("writes the email in any of the twelve locales, durations in words through Intl", () => {
    const de = renderReminder({ durationSeconds: 5400, message: null, language: "de", timerUrl: null, unsubscribeUrl });
    expect(de.subject).toBe("Tickwise: Dein Timer über 1 Stunde und 30 Minuten ist abgelaufen");
    expect(de.html).toContain('lang="de"');
    expect(de.text).toContain(`Keine E-Mails mehr von Tickwise? Hier abmelden:\n${unsubscribeUrl}`);
    const pl = renderReminder({ durationSeconds: 300, message: null, language: "pl", timerUrl: null, unsubscribeUrl });
    expect(pl.subject).toContain("5 minut");
    const ja = renderSourceCode("ja", "https://t.test", unsubscribeUrl);
    expect(ja.subject).toBe("Tickwise：ソースコードと Chrome 拡張機能");
    expect(durationWords(1, "en")).toBe("1 second");
    expect(durationWords(3661, "en")).toBe("1 hour 1 minute 1 second");
    expect(durationWords(5400, "es")).toBe("1 hora y 30 minutos");
    expect(durationWords(0, "fr")).toMatch(/^0\s+seconde$/);
  });

  it("escapeHtml escapes the five specials", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("mail transport helpers", () => {
  it("tells transient from final SMTP failures", () => {
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "ECONNECTION" }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "ETIMEDOUT" }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "EENVELOPE", responseCode: 451 }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "EAUTH", responseCode: 535 }))).toBe(true);
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "EENVELOPE", responseCode: 550 }))).toBe(false);
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "EMESSAGE", responseCode: 552 }))).toBe(false);
    expect(isTransientMailError(Object.assign(new Error("x"), { code: "EENVELOPE" }))).toBe(false);
  });

  it("keeps addresses out of stored and logged errors", () => {
    const err = Object.assign(new Error("Recipient <jane.doe@example.com> rejected: jane.doe@example.com"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    expect(describeMailError(err)).toBe("EENVELOPE 550: Recipient <<address>> rejected: <address>");
    expect(describeMailError("x".repeat(2000))).toHaveLength(500);
  });

  it("uses the sender's domain for Message-IDs", () => {
    const base = { user: "u", pass: "p", host: "127.0.0.1", port: 2525, secure: false };
    const named = createMailer({ ...base, from: "Tickwise <reminders@Tickwise.example>" });
    const bare = createMailer({ ...base, from: "me@mail.example" });
    const odd = createMailer({ ...base, from: "nobody" });
    expect([named.domain, bare.domain, odd.domain]).toEqual(["tickwise.example", "mail.example", "tickwise.invalid"]);
    [named, bare, odd].forEach((m) => m.close());
  });

  it("backs off exponentially", () => {
    const delays = [1, 2, 3, 4].map((n) => retryDelayMs(n, 1000));
    [1000, 2000, 4000, 8000].forEach((base, i) => {
      expect(delays[i]).toBeGreaterThanOrEqual(base);
      expect(delays[i]).toBeLessThanOrEqual(base * 1.1);
    });
  });
});

describe("unsubscribe tokens", () => {
  const secret = "a-session-secret-of-at-least-32-characters";

  it("name the trimmed, lower-cased address by its hash, never in clear", () => {
    const token = unsubscribeToken(" Jane.Doe@Example.com ", secret);
    expect(token).toBe(unsubscribeToken("jane.doe@example.com", secret));
    expect(token.toLowerCase()).not.toContain("jane");
    expect(verifyUnsubscribeToken(token, secret)).toBe(addressHash("jane.doe@example.com"));
  });

  it("cannot be made without the secret, nor changed", () => {
    const token = unsubscribeToken("jane@example.com", secret);
    const [hash, mac] = token.split(".") as [string, string];
    const other = addressHash("victim@example.com");
    const forged = [
      unsubscribeToken("jane@example.com", "another-secret-of-at-least-32-characters"),
      `${other}.${mac}`,
      `${hash}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${hash}.${mac}x`,
      hash,
      "",
      ` ${token}`,
    ];
    for (const bad of [...forged, undefined, 42, [token]]) expect(verifyUnsubscribeToken(bad, secret)).toBeNull();
  });
});

describe("emailSettings (the timer card's and the settings page's form)", () => {
  it("trims both fields and checks the address as the server does", () => {
    expect(emailSettings("  me@example.com ", " Tea \n")).toEqual({
      emailAddress: "me@example.com",
      customMessage: "Tea",
    });
    expect(emailSettings("not-an-email", "")).toBeNull();
    expect(emailSettings("   ", "")).toBeNull();
  });
});
