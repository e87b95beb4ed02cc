import { downloadsText } from "@content/downloads/text";
import { downloadUrls, formatBytes, looksLikeEmail, type DownloadsInfo, type SourceCodeFile } from "@core/downloads";
import { CheckCircle2, Download, ExternalLink, FileCode2, Mail } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useRef, useState, type FormEvent } from "react";
import { apiJson } from "~/lib/api";
import { sendSourceCode } from "~/lib/email";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { BackLink } from "~/ui/back-link";
import { Card, SectionTitle } from "~/ui/card";
import { Field } from "~/ui/field";
import { toast } from "~/ui/toast";
import { FeatureGrid } from "./feature-grid";

type EmailState = { step: "idle" } | { step: "sending" } | { step: "sent"; email: string };

/** Saves bytes under a file name through a temporary object URL (the base64 download; docs/product.md, Downloads). */
function saveFile(file: SourceCodeFile) {
  const binary = atob(file.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The Source Code Download screen (docs/product.md, Downloads): the email form (idle, "Sending
 * Email...", sent with "Send to Another Email"), the base64 and direct downloads, and what is
 * included.
 */
export function SourcePage({ downloads }: { downloads: DownloadsInfo }) {
  const { language } = useI18n();
  const text = useText(downloadsText).source;
  const to = useLocalePath();
  const ids = { alternative: useId(), included: useId(), form: useId() };
  const [email, setEmail] = useState("");
  const [state, setState] = useState<EmailState>({ step: "idle" });
  const [downloading, setDownloading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      toast({ title: text.toast.invalidTitle, description: text.toast.invalidText, variant: "destructive" });
      inputRef.current?.focus();
      return;
    }
    setState({ step: "sending" });
    const result = await sendSourceCode(address, language);
    if (result.sent) {
      setState({ step: "sent", email: address });
      toast({ title: text.toast.sentTitle, description: text.toast.sentText });
    } else {
      setState({ step: "idle" });
      toast({
        title: text.toast.failedTitle,
        description: result.reason ?? text.toast.failedText,
        variant: "destructive",
      });
    }
  };

  const sendAnother = () => {
    setEmail("");
    setState({ step: "idle" });
    // The form is back on the next render; focus its field.
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  const downloadBase64 = async () => {
    setDownloading(true);
    try {
      saveFile(await apiJson<SourceCodeFile>("GET", downloadUrls.sourceBase64));
    } catch (error) {
      console.error("base64 download failed", error);
      window.alert(text.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading}</h1>
        <p className="max-w-2xl text-lg">{text.intro}</p>
        <p className="text-sm text-muted" data-testid="source-size">
          {downloads.source ? text.size(formatBytes(downloads.source.bytes)) : text.notBuilt}
        </p>
      </header>

      <Card labelledBy={ids.form}>
        <SectionTitle id={ids.form}>{text.emailHeading}</SectionTitle>
        {state.step === "sent" ? (
          <div className="mt-4 grid justify-items-start gap-3" role="status">
            <p className="flex items-center gap-2 text-lg font-semibold">
              <Icon node={CheckCircle2} className="h-6 w-6 text-green-700 dark:text-green-400" />
              {text.sentHeading}
            </p>
            <p>{text.sentText(state.email)}</p>
            <button type="button" className="button-secondary" onClick={sendAnother}>
              {text.sendAnother}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={send} className="mt-4 flex flex-wrap items-end gap-3">
            <Field label={text.emailLabel} className="min-w-64 flex-1">
              {(control) => (
                <input
                  {...control}
                  ref={inputRef}
                  type="email"
                  required
                  autoComplete="email"
                  className="field"
                  placeholder={text.emailPlaceholder}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  disabled={state.step === "sending"}
                />
              )}
            </Field>
            <button type="submit" className="button-primary" disabled={state.step === "sending"}>
              <Icon node={Mail} className="h-4 w-4" />
              {state.step === "sending" ? text.sending : text.send}
            </button>
          </form>
        )}
      </Card>

      <Card labelledBy={ids.alternative}>
        <SectionTitle id={ids.alternative}>{text.alternativeHeading}</SectionTitle>
        <p className="mt-2">{text.whyEmail}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="grid justify-items-start gap-2">
            <button
              type="button"
              className="button-secondary"
              onClick={downloadBase64}
              disabled={downloading || !downloads.source}
            >
              <Icon node={Download} className="h-4 w-4" />
              {downloading ? text.downloading : text.base64}
            </button>
            <p className="text-sm text-muted">{text.base64Help}</p>
          </div>
          <div className="grid justify-items-start gap-2">
            <a className="button-secondary" href={downloadUrls.source} target="_blank" rel="noopener">
              <Icon node={ExternalLink} className="h-4 w-4" />
              {text.direct}
            </a>
            <p className="text-sm text-muted">{text.directHelp}</p>
          </div>
        </div>
      </Card>

      <Card labelledBy={ids.included}>
        <SectionTitle id={ids.included}>{text.includedHeading}</SectionTitle>
        <FeatureGrid items={text.included} icon={() => FileCode2} />
      </Card>

      <BackLink to={to("/timer")}>{text.back}</BackLink>
    </div>
  );
}
