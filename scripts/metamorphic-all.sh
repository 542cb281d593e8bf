#!/usr/bin/env bash
# Runs every metamorphic family over the tune documents and prints each family's summary lines (the full outputs go to
# OUT.full/). Usage: scripts/metamorphic-all.sh OUT [CACHE]
#   OUT    a file for the summaries (OUT.full/ gets each family's whole output)
#   CACHE  the reader's text cache, as scripts/parse-diff.ts keeps it (default: chemsafe-text in the temporary folder)
# About 12 minutes on 2 cores with a warm cache; family P reprints every sheet the first time (7–12 minutes more) and keeps
# its texts in chemsafe-pdfmeta in the temporary folder.
set -u
out=$1
cache=${2:-${TMPDIR:-/tmp}/chemsafe-text}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out.full"
: > "$out"
more=sv,da,fi,cs,hu,ro,sk,sl,hr,el,bg,lt,lv,et
run() {
  name=$1; shift
  start=$(date +%s)
  (cd "$root" && npx bun "$@" --cache "$cache") > "$out.full/$name.txt" 2>&1
  { echo "== $name ($(( $(date +%s) - start )) s)"; grep -i -E "misses|wrong|checks" "$out.full/$name.txt" | tail -n 6; } >> "$out"
}
run default scripts/metamorphic-tune.ts --quiet
run templates scripts/metamorphic-tune.ts --templates --quiet
run new-fields scripts/metamorphic-tune.ts --new-fields --quiet
run spacing scripts/metamorphic-tune.ts --spacing --quiet
run ocr scripts/metamorphic-tune.ts --ocr --quiet
run languages scripts/metamorphic-tune.ts --languages --quiet
run languages-new-fields scripts/metamorphic-tune.ts --languages --new-fields --quiet
run languages-non-english scripts/metamorphic-tune.ts --languages --non-english --quiet
run languages-more scripts/metamorphic-tune.ts --languages $more --quiet
run languages-more-new-fields scripts/metamorphic-tune.ts --languages $more --new-fields --quiet
run composed scripts/metamorphic-tune.ts --languages --composed --quiet
run bilingual scripts/metamorphic-tune.ts --bilingual --quiet
run bilingual-non-english scripts/metamorphic-tune.ts --bilingual --non-english --quiet
run dates-signal scripts/metamorphic-tune.ts --dates-signal --quiet
run letters scripts/metamorphic-tune.ts --letters --quiet
run hyphens scripts/metamorphic-tune.ts --hyphens --quiet
run ligatures scripts/metamorphic-tune.ts --ligatures --quiet
run unshown scripts/metamorphic-tune.ts --unshown --quiet
run spaces scripts/metamorphic-tune.ts --spaces --quiet
run family-p scripts/metamorphic-pdf.ts --quiet
cat "$out"
