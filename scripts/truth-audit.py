#!/usr/bin/env python3
"""Compares a blind re-reading of held-out documents (test/fixtures/truth-audit-s31/*.jsonl: signal word and revision
date read from each PDF by a reader who saw neither the truth files nor the parser's output) with the truth files of
test/fixtures/sds-truth and sds-truth-wide; prints each disagreement and how many documents were read."""
import glob, json, os
root = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures")
truth = {}
for path in glob.glob(os.path.join(root, "sds-truth", "*.json")) + glob.glob(os.path.join(root, "sds-truth-wide", "*.json")):
    t = json.load(open(path))
    truth[t["file"]] = t
for path in sorted(glob.glob(os.path.join(root, "truth-audit-s31", "*.jsonl"))):
    read = 0
    for line in open(path):
        reading = json.loads(line)
        t = truth[reading["file"]]
        read += 1
        for field in ("signal_word", "revision_date"):
            if reading[field] != t.get(field):
                print(f"{os.path.basename(path)} {reading['file']}: {field} read {reading[field]!r}, truth {t.get(field)!r}")
    print(f"{os.path.basename(path)}: {read} documents read")
