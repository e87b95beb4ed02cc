import type { Faq as FaqItem, PageMeta } from "@content/time-zones/pages";
import { shareWords } from "@content/share/text";
import { citySearchText, plannerText } from "@content/time-zones/text";
import { MAX_MEETING_CITIES } from "@core/time-tools-links";
import { useId } from "react";
import { Form } from "react-router";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { useWallClock, type WallClock } from "~/lib/wall-clock";
import { cityLabel } from "~/lib/zone-format";
import { Card } from "~/ui/card";
import { CityCombobox } from "~/ui/city-combobox";
import { PlannerResults } from "./planner-grid";
import type { PlannerView } from "./view.server";
import { PageHeader } from "~/ui/page-header";
import { ProblemList } from "~/ui/problem-list";
import { Faq, ShareSection, StepsCard } from "~/ui/below-fold";

const hoursOf = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** A whole hour 0–24 for display; the end of the day stays "24:00" in the 24-hour clock. */
function hourLabel(hour: number, clock: WallClock): string {
  if (hour === 24 && clock.hourCycle === "h23") return "24:00";
  return clock.format(`${String(hour % 24).padStart(2, "0")}:00`);
}

/** One of the working-hours selects; remounted (key) when the URL's value changes. */
function HourSelect(props: { label: string; name: string; value: number; hours: number[]; clock: WallClock }) {
  const { label, name, value, hours, clock } = props;
  return (
    <label className="grid gap-1 font-semibold">
      {label}
      <select name={name} defaultValue={value} key={`${name}${value}`} className="field font-normal">
        {hours.map((h) => (
          <option key={h} value={h}>
            {hourLabel(h, clock)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The meeting planner page: the whole plan is in the URL (the loader's view). */
/** The planner's page copy in its language, from the loader. */
export interface PlannerCopy {
  meta: PageMeta;
  howTo: { heading: string; steps: string[] };
  faqHeading: string;
  faqs: FaqItem[];
}

export function PlannerScreen({ view, copy, url }: { view: PlannerView; copy: PlannerCopy; url: string }) {
  const { language } = useI18n();
  const shareWordsText = useText(shareWords);
  const s = useText(plannerText);
  const search = useText(citySearchText);
  const to = useLocalePath();
  const clock = useWallClock(language);
  const formId = useId();
  const boxes = Math.min(MAX_MEETING_CITIES, Math.max(2, view.cities.length + 1));
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader h1={copy.meta.h1} intro={copy.meta.intro} />

      <ProblemList
        problems={[
          ...view.problems.map((p) => s.problems[p]),
          ...(view.unknown.length > 0 ? [s.unknownCities(view.unknown.join(", "))] : []),
        ]}
      />

      <Card labelledBy={formId}>
        <Form method="get" action={to("/meeting-planner")} className="grid gap-4">
          <fieldset className="grid gap-4">
            <legend id={formId} className="text-xl font-bold">
              {s.form.legend}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: boxes }, (_, i) => (
                <CityCombobox
                  key={`city-${i}-${view.cities[i]?.slug ?? ""}`}
                  name="city"
                  label={s.form.city(i + 1)}
                  defaultValue={view.cities[i] ? cityLabel(view.cities[i], language) : ""}
                  language={language}
                  text={search}
                  help={i === 0 ? s.form.cityHelp : undefined}
                />
              ))}
            </div>
            <div className="grid gap-4 sm:grid-cols-4">
              <label className="grid gap-1 font-semibold">
                {s.form.date}
                <input
                  type="date"
                  name="date"
                  defaultValue={view.datePinned ? view.date : ""}
                  key={view.date}
                  className="field font-normal"
                />
              </label>
              <HourSelect label={s.form.start} name="start" value={view.start} hours={hoursOf(0, 23)} clock={clock} />
              <HourSelect label={s.form.end} name="end" value={view.end} hours={hoursOf(1, 24)} clock={clock} />
              <label className="grid gap-1 font-semibold">
                {s.form.title}
                <input
                  type="text"
                  name="title"
                  maxLength={120}
                  defaultValue={view.title ?? ""}
                  placeholder={s.defaultTitle}
                  className="field font-normal"
                />
              </label>
            </div>
          </fieldset>
          <button type="submit" className="button-primary justify-self-start">
            {s.form.submit}
          </button>
        </Form>
      </Card>

      {view.cities.length < 2 ? (
        <p className="text-center text-lg">{s.needCities}</p>
      ) : (
        <PlannerResults view={view} s={s} language={language} />
      )}

      <StepsCard heading={copy.howTo.heading} steps={copy.howTo.steps} />
      <Faq heading={copy.faqHeading} items={copy.faqs} />
      <ShareSection url={url} title={copy.meta.title} labels={{ ...shareWordsText, heading: s.shareHeading }} />
    </div>
  );
}
