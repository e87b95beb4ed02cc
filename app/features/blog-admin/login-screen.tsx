import { adminTextFor } from "@content/admin/text";
import { LogIn } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError, apiJson } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { Field } from "~/ui/field";

/** /admin/login: username and password; a session cookie on success, then the management screen. */
export function LoginScreen() {
  const { language } = useI18n();
  const text = adminTextFor(language).login;
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userRef = useRef<HTMLInputElement>(null);
  const ids = { heading: useId(), error: useId() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await apiJson("POST", "/api/auth/login", {
        username: String(form.get("username") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      await navigate("/admin/blog", { replace: true });
    } catch (err) {
      setError((err instanceof ApiRequestError && err.serverMessage) || text.failed);
      userRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="mx-auto grid w-full max-w-md gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
    >
      <h1 id={ids.heading} className="text-2xl font-bold tracking-tight">
        {text.heading}
      </h1>
      <p className="text-muted">{text.intro}</p>
      <form method="post" onSubmit={(e) => void submit(e)} className="grid gap-4" aria-describedby={ids.error}>
        <Field label={text.username} labelClassName="font-semibold">
          {(control) => (
            <input
              {...control}
              ref={userRef}
              name="username"
              autoComplete="username"
              required
              maxLength={64}
              className="field"
              aria-invalid={error ? true : undefined}
            />
          )}
        </Field>
        <Field label={text.password} labelClassName="font-semibold">
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              className="field"
              aria-invalid={error ? true : undefined}
            />
          )}
        </Field>
        <p id={ids.error} role="alert" className="min-h-6 font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
        <button type="submit" className="button-primary justify-center" disabled={busy}>
          <Icon node={LogIn} className="h-4 w-4" />
          {busy ? text.submitting : text.submit}
        </button>
      </form>
    </section>
  );
}
