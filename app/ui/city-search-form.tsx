import { citySearchText } from "@content/time-zones/text";
import { Search } from "lucide";
import { Icon } from "~/ui/icon";
import { Form, useNavigate } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { CityCombobox } from "./city-combobox";

/**
 * "Find a city": picking a suggestion opens `/time/{slug}`; without script, or on Search, the form
 * goes to `/time/search?q=…` (decision 035), both in the page's language.
 */
export function CitySearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const { language } = useI18n();
  const s = useText(citySearchText);
  const to = useLocalePath();
  const navigate = useNavigate();
  return (
    <Form method="get" action={to("/time/search")} role="search" className="mx-auto grid w-full max-w-md gap-2">
      <CityCombobox
        name="q"
        label={s.label}
        defaultValue={defaultValue}
        language={language}
        text={s}
        help={s.help}
        onPick={(hit) => navigate(to(`/time/${hit.slug}`))}
      />
      <button type="submit" className="button-secondary justify-self-start">
        <Icon node={Search} className="h-4 w-4" />
        {s.submit}
      </button>
    </Form>
  );
}
