/**
 * Small Spanish and Polish sheets, each printed with its language's own letters in labels and headings, for the tests
 * of a text layer that holds its letters badly (mojibake, lost letters) at the parser and through the API. The product
 * and company are given: a test picks names with or without letters of their own.
 */
export const spanishSheet = (product: string, company: string): string[] => [
  "FICHA DE DATOS DE SEGURIDAD",
  "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
  "1.1 Identificador del producto",
  `Nombre comercial: ${product}`,
  "1.3 Datos del proveedor de la ficha de datos de seguridad",
  `Proveedor: ${company}`,
  "Fecha de revisión: 14.03.2022",
  "SECCIÓN 2: Identificación de los peligros",
  "2.2 Elementos de la etiqueta",
  "Palabra de advertencia: Atención",
  "Indicaciones de peligro: H319 Provoca irritación ocular grave.",
  "SECCIÓN 3: Composición/información sobre los componentes",
  "Alcohol etílico    CAS: 64-17-5    10 - 20 %",
  "SECCIÓN 4: Primeros auxilios",
  "SECCIÓN 9: Propiedades físicas y químicas",
  "Estado físico: Líquido",
  "Punto de inflamación: 23 °C",
];

export const polishSheet = (product: string): string[] => [
  "KARTA CHARAKTERYSTYKI",
  "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa",
  "1.1 Identyfikator produktu",
  `Nazwa handlowa: ${product}`,
  "1.3 Dane dotyczące dostawcy karty charakterystyki",
  "Dostawca: Chemia Polska Sp. z o.o.",
  "Data sporządzenia: 05.06.2020",
  "SEKCJA 2: Identyfikacja zagrożeń",
  "2.2 Elementy oznakowania",
  "Hasło ostrzegawcze: Niebezpieczeństwo",
  "Zwroty wskazujące rodzaj zagrożenia: H225 Wysoce łatwopalna ciecz i pary.",
  "SEKCJA 3: Skład/informacja o składnikach",
  "Etanol    CAS: 64-17-5    50 - 70 %",
  "SEKCJA 4: Środki pierwszej pomocy",
];
