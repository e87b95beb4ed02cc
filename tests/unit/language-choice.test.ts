// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { languageCookie, storageKeys } from "@core/settings";
import { appearanceScript } from "~/lib/appearance";

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
  document.cookie = `${languageCookie}=; path=/; max-age=0`;
});

/** A footer language link as the server renders it. */
function languageLink(language: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = "#";
  link.dataset.language = language;
  link.innerHTML = "<span>Deutsch</span>";
  document.body.append(link);
  return link;
}

describe("a language chosen from a link, with nothing but the head script run", () => {
  // The head script's listener stays on the document for the rest of the file: one run.
  new Function(appearanceScript)();

  it("is remembered in storage and in the cookie the home page reads", () => {
    languageLink("de").querySelector("span")!.click();
    expect(localStorage.getItem(storageKeys.language)).toBe("de");
    expect(document.cookie).toContain(`${languageCookie}=de`);
  });

  it("leaves a link without a language, or with a malformed one, alone", () => {
    const plain = document.createElement("a");
    plain.href = "#";
    document.body.append(plain);
    plain.click();
    languageLink("de; path=/x").click();
    expect(localStorage.getItem(storageKeys.language)).toBeNull();
    expect(document.cookie).not.toContain(`${languageCookie}=`);
  });
});
