import { copyText } from "~/lib/clipboard";

/**
 * The share menu's "Copy link" on a page without React (decision 041): the server leaves the button
 * hidden (it or its list item), since nothing could answer it; this shows it and copies on a click, saying how it went in
 * the button itself (there is no toast without React) for a few seconds.
 */
export function enableCopyLinkButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy-link]")) {
    const label = button.querySelector<HTMLElement>("[data-copy-label]");
    if (!label) continue;
    const idle = label.textContent;
    const hidden = button.closest<HTMLElement>("[hidden]");
    if (hidden) hidden.hidden = false;
    button.addEventListener("click", () => {
      void copyText(button.dataset.copyLink ?? location.href).then((copied) => {
        label.textContent = (copied ? button.dataset.copied : button.dataset.copyFailed) ?? idle;
        setTimeout(() => (label.textContent = idle), 3000);
      });
    });
  }
}
