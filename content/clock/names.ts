import type { Language } from "@core/settings";

/** Spanish names of the cities whose name differs from English (others keep their English name). */
const esCities: Record<string, string> = {
  "new-york": "Nueva York",
  "washington-dc": "Washington D. C.",
  "los-angeles": "Los Ángeles",
  "mexico-city": "Ciudad de México",
  "sao-paulo": "São Paulo",
  london: "Londres",
  dublin: "Dublín",
  lisbon: "Lisboa",
  paris: "París",
  berlin: "Berlín",
  rome: "Roma",
  amsterdam: "Ámsterdam",
  brussels: "Bruselas",
  zurich: "Zúrich",
  vienna: "Viena",
  stockholm: "Estocolmo",
  athens: "Atenas",
  istanbul: "Estambul",
  moscow: "Moscú",
  cairo: "El Cairo",
  "cape-town": "Ciudad del Cabo",
  johannesburg: "Johannesburgo",
  dubai: "Dubái",
  riyadh: "Riad",
  tehran: "Teherán",
  mumbai: "Bombay",
  kolkata: "Calcuta",
  delhi: "Delhi",
  bangalore: "Bangalore",
  kathmandu: "Katmandú",
  dhaka: "Daca",
  bangkok: "Bangkok",
  jakarta: "Yakarta",
  singapore: "Singapur",
  "kuala-lumpur": "Kuala Lumpur",
  manila: "Manila",
  "hong-kong": "Hong Kong",
  beijing: "Pekín",
  shanghai: "Shanghái",
  taipei: "Taipéi",
  seoul: "Seúl",
  tokyo: "Tokio",
  sydney: "Sídney",
  auckland: "Auckland",
  montreal: "Montreal",
  toronto: "Toronto",
};

const esCountries: Record<string, string> = {
  "United States": "Estados Unidos",
  Canada: "Canadá",
  Mexico: "México",
  Brazil: "Brasil",
  Argentina: "Argentina",
  Colombia: "Colombia",
  Peru: "Perú",
  Chile: "Chile",
  "United Kingdom": "Reino Unido",
  Ireland: "Irlanda",
  Portugal: "Portugal",
  France: "Francia",
  Germany: "Alemania",
  Spain: "España",
  Italy: "Italia",
  Netherlands: "Países Bajos",
  Belgium: "Bélgica",
  Switzerland: "Suiza",
  Austria: "Austria",
  Sweden: "Suecia",
  Greece: "Grecia",
  Türkiye: "Turquía",
  Russia: "Rusia",
  Egypt: "Egipto",
  "South Africa": "Sudáfrica",
  Nigeria: "Nigeria",
  Kenya: "Kenia",
  "United Arab Emirates": "Emiratos Árabes Unidos",
  "Saudi Arabia": "Arabia Saudí",
  Iran: "Irán",
  Pakistan: "Pakistán",
  India: "India",
  Nepal: "Nepal",
  Bangladesh: "Bangladés",
  Thailand: "Tailandia",
  Indonesia: "Indonesia",
  Singapore: "Singapur",
  Malaysia: "Malasia",
  Philippines: "Filipinas",
  China: "China",
  Taiwan: "Taiwán",
  "South Korea": "Corea del Sur",
  Japan: "Japón",
  Australia: "Australia",
  "New Zealand": "Nueva Zelanda",
};

/** Spanish labels of the selector options that name two cities. */
const esOptionLabels: Record<string, string> = {
  "Beijing / Shanghai": "Pekín / Shanghái",
  "Mumbai / Kolkata": "Bombay / Calcuta",
  "Cape Town / Johannesburg": "Ciudad del Cabo / Johannesburgo",
};

/** A city's name in the language (by slug, falling back to the English name). */
export function cityName(slug: string, english: string, language: Language): string {
  return language === "es" ? (esCities[slug] ?? english) : english;
}

export function countryName(english: string, language: Language): string {
  return language === "es" ? (esCountries[english] ?? english) : english;
}

/** A timezone option's label in the language. */
export function optionLabel(slug: string, english: string, language: Language): string {
  if (language !== "es") return english;
  return esOptionLabels[english] ?? esCities[slug] ?? english;
}
