import { useRef } from "preact/hooks";

/**
 * For requests a person's action starts (a search, a filter, a reload): `const begin = useLatest();` then, per request,
 * `const current = begin();` and `if (current()) show(answer)`. An answer that comes after a newer request began is
 * dropped, so a late answer can never replace what a newer one shows. (Requests an effect starts use the effect's own
 * cleanup instead: `let live = true; … return () => { live = false; }`.)
 */
export function useLatest(): () => () => boolean {
  const count = useRef(0);
  return () => {
    const mine = ++count.current;
    return () => mine === count.current;
  };
}
