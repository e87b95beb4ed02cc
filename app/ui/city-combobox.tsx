import type { CitySearchText } from "@content/time-zones/text";
import type { Language } from "@core/settings";
import type { CityHit } from "@core/time-tools-query";
import { useEffect, useId, useRef, useState } from "react";

const DEBOUNCE_MS = 150;

/**
 * A city type-ahead (WAI-ARIA combobox with a listbox popup). Without script it is a plain text
 * input its form submits; the server resolves the typed text. With script it asks `/api/cities`
 * as the visitor types (the city data never ships to the browser, decision 035). Arrow keys move
 * through the suggestions, Enter picks one, Escape closes the list.
 */
export function CityCombobox({
  name,
  label,
  defaultValue = "",
  language,
  text,
  help,
  onPick,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  language: Language;
  text: CitySearchText;
  help?: string;
  /** Called with the picked city; without it the input takes "City, Country" for its form. */
  onPick?: (hit: CityHit) => void;
}) {
  const inputId = useId();
  const listId = useId();
  const helpId = useId();
  const [value, setValue] = useState(defaultValue);
  const [hits, setHits] = useState<CityHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const q = value.trim();
    if (!q) {
      setHits([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ q, lang: language });
      fetch(`/api/cities?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ cities: CityHit[] }>) : Promise.reject()))
        .then(({ cities }) => {
          setHits(cities);
          setActive(-1);
          setOpen(true);
          setStatus(cities.length > 0 ? text.count(cities.length) : text.none);
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus(text.failed);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, language, text]);

  const pick = (hit: CityHit) => {
    typed.current = false;
    setOpen(false);
    setActive(-1);
    setValue(`${hit.name}, ${hit.country}`);
    onPick?.(hit);
  };

  const expanded = open && hits.length > 0;
  return (
    <div className="relative grid min-w-0 content-start gap-1 text-start">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={help ? helpId : undefined}
        placeholder={text.placeholder}
        className="field w-full min-w-0"
        value={value}
        onChange={(event) => {
          typed.current = true;
          setValue(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && hits.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % hits.length);
          } else if (event.key === "ArrowUp" && hits.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            pick(hits[active]!);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        onBlur={() => setOpen(false)}
      />
      {help && (
        <p id={helpId} className="text-sm text-muted">
          {help}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full end-0 start-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-400 bg-white py-1 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-50"
      >
        {hits.map((hit, i) => (
          <li
            key={hit.slug}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 ${i === active ? "bg-blue-700 text-white" : ""}`}
            // Keeps focus in the input, so the pick lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(hit)}
          >
            {hit.name}, {hit.country} <span className="sr-only">·</span>
            <span className={`text-sm ${i === active ? "text-white" : "text-muted"}`}> {hit.zone}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
