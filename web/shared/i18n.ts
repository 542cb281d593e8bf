/**
 * Messages per language for a page. The language is the one chosen on this device (a switch on the
 * page, kept in localStorage), else the browser's first supported language, else English.
 */
export type Messages = Record<string, string>;

const KEY = "chemsafe.lang";

export function pickLanguage<L extends string>(supported: readonly L[], fallback: L): L {
  const saved = safeStorage()?.getItem(KEY);
  if (saved && (supported as readonly string[]).includes(saved)) return saved as L;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0] as L;
    if (supported.includes(base)) return base;
  }
  return fallback;
}

export function saveLanguage(lang: string): void {
  safeStorage()?.setItem(KEY, lang);
  document.documentElement.lang = lang;
}

/** `{name}` placeholders filled from `vars`. */
export const format = (text: string, vars: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
