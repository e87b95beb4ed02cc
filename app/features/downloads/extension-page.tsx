import { downloadsText } from "@content/downloads/text";
import { downloadUrls, formatBytes, type DownloadsInfo } from "@core/downloads";
import { AlarmClock, Clock, Download, Globe, Timer } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { useLocalePath, useText } from "~/lib/i18n";
import { BackLink } from "~/ui/back-link";
import { Card, SectionTitle } from "~/ui/card";
import { FeatureGrid } from "./feature-grid";

const featureIcons = [Timer, Clock, AlarmClock, Globe] as const;

/**
 * The Chrome Extension Download screen (docs/product.md, Downloads): download buttons, facts,
 * feature grid, install guide.
 */
export function ExtensionPage({ downloads }: { downloads: DownloadsInfo }) {
  const text = useText(downloadsText).extension;
  const to = useLocalePath();
  const ids = { features: useId(), install: useId(), newTab: useId() };
  const extension = downloads.extension;

  return (
    <div className="mx-auto grid max-w-4xl gap-8">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading}</h1>
        <p className="max-w-2xl text-lg">{text.intro}</p>
        {extension ? (
          <>
            <div className="flex flex-wrap gap-3">
              <a
                className="button-primary"
                href={downloadUrls.extension}
                target="_blank"
                rel="noopener"
                aria-describedby={ids.newTab}
              >
                <Icon node={Download} className="h-4 w-4" />
                {text.download}
              </a>
              <a
                className="button-secondary"
                href={downloadUrls.extensionAlternative}
                target="_blank"
                rel="noopener"
                aria-describedby={ids.newTab}
              >
                <Icon node={Download} className="h-4 w-4" />
                {text.alternative}
              </a>
              <span id={ids.newTab} className="sr-only">
                {text.newTab}
              </span>
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label={text.heading}>
              <li>{text.version(extension.version)}</li>
              <li data-testid="extension-size">{formatBytes(extension.bytes)}</li>
              <li>{text.compatible}</li>
            </ul>
          </>
        ) : (
          <p role="status" className="font-semibold">
            {text.notBuilt}
          </p>
        )}
      </header>

      <Card labelledBy={ids.features}>
        <SectionTitle id={ids.features}>{text.featuresHeading}</SectionTitle>
        <FeatureGrid items={text.features} icon={(i) => featureIcons[i] ?? Timer} />
      </Card>

      <Card labelledBy={ids.install}>
        <SectionTitle id={ids.install}>{text.installHeading}</SectionTitle>
        <ol className="mt-4 grid list-decimal gap-2 ps-6 leading-relaxed marker:font-bold">
          {text.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>

      <BackLink to={to("/timer")}>{text.back}</BackLink>
    </div>
  );
}
