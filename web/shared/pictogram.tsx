/**
 * A GHS pictogram: the red square set on a point with the pictogram's name beneath. Until the
 * project's own nine SVG symbols are in (src/shared/ghs, issue 12) the diamond carries the code.
 */
export function Pictogram({ code, name }: { code: string; name: string }) {
  return (
    <figure class="pictogram">
      <svg viewBox="0 0 100 100" width="72" height="72" role="img" aria-label={`${name} (${code})`}>
        <rect x="17" y="17" width="66" height="66" transform="rotate(45 50 50)" fill="#fff" stroke="#d00000" stroke-width="7" />
        <text x="50" y="57" text-anchor="middle" font-size="18" font-weight="700" fill="#000">{code}</text>
      </svg>
      <figcaption>{name}</figcaption>
    </figure>
  );
}
