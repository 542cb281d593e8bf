import { isGhsPictogramCode, pictogramShapes, type Ink } from "../../src/shared/ghs/pictograms.ts";

const INK: Record<Ink, string> = { red: "#ff0000", white: "#ffffff", black: "#000000" };

/**
 * A GHS pictogram as the project draws it (src/shared/ghs: red square on a point, white ground,
 * black symbol), with its name beneath in the page's language. An unknown code shows as text.
 */
export function Pictogram({ code, name }: { code: string; name: string }) {
  return (
    <figure class="pictogram">
      {isGhsPictogramCode(code) ? (
        <svg viewBox="0 0 100 100" width="80" height="80" role="img" aria-label={`${name} (${code})`} data-ghs={code}>
          {pictogramShapes(code).map((shape, i) => <path key={i} fill={INK[shape.ink]} d={shape.d} />)}
        </svg>
      ) : <span class="pictogram-code">{code}</span>}
      <figcaption>{name}</figcaption>
    </figure>
  );
}
