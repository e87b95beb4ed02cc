import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Polish. */
const pl: UnsubscribeText = {
  meta: {
    title: "Wypisz się z wiadomości Tickwise | Tickwise",
    description:
      "Zatrzymaj wszystkie wiadomości od Tickwise na Twój adres: przypomnienia minutnika i wysyłki kodu źródłowego.",
  },
  heading: "Wypisz się z wiadomości Tickwise",
  intro:
    "Tickwise nie wyśle już żadnej wiadomości na adres, do którego należy ten link: ani przypomnień minutnika, ani kodu źródłowego, nawet tych już zaplanowanych.",
  confirm: "Wypisz się",
  confirming: "Wypisywanie…",
  done: "Wypisano. Tickwise nie wyśle już wiadomości na ten adres.",
  invalid: "Ten link do wypisania się jest nieprawidłowy. Otwórz ponownie link z wiadomości, w całości i bez zmian.",
  failed: "Nie udało się zrealizować żądania. Spróbuj ponownie za chwilę.",
  back: "Wróć do minutnika",
};

export default pl;
