#!/usr/bin/env python3
"""The "Record codecs, 2 forks" section of RESULTS.md, from a committed full run.

Usage: tabulate_cells.py                 print the section
       tabulate_cells.py --into FILE.md  replace the section in FILE (or put it before "## 1.")

Reads benchmarks/results/issue31-s42/results.json: the full 2-fork run of every benchmark but
stream framing (the one the rest of RESULTS.md is written from), of which this section shows
each message's generated codec beside its hand-written VarHandle codec with the spread over
forks (that directory's README gives the command, the machine and the load), and the same
ratio in the full run before it (issue31-s41, the same machine). tabulate.py puts the section
into every RESULTS.md it writes.
"""
import json
import os
import statistics
import sys

import tabulate_views

HERE = os.path.dirname(os.path.abspath(__file__))
RUN = os.path.join(HERE, "results", "issue31-s42", "results.json")
BEFORE = os.path.join(HERE, "results", "issue31-s41", "results.json")
HEADING = "## Record codecs against hand-written code, 2 forks"
TARGET = 1.1  # issue 31


def cells(path):
    with open(path) as f:
        results = json.load(f)
    out = {}
    for r in results:
        parts = r["benchmark"].split(".")
        message, cls, method = parts[-3], parts[-2], parts[-1]
        contender = cls[len(message):] if cls.lower().startswith(message) else cls
        if contender not in ("Framewright", "VarHandle"):
            continue
        op = "decode" if method.startswith("decode") else "encode"
        # The method's suffix (Big, Little) and the parameters (count=16) both name the cell.
        variant = " ".join(([method[len(op):]] if method[len(op):] else [])
                           + [f"{k}={v}" for k, v in sorted(r.get("params", {}).items())])
        raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
        alloc = None
        for key, metric in r.get("secondaryMetrics", {}).items():
            if key.endswith("gc.alloc.rate.norm"):
                alloc = metric["score"]
        out[(message, variant, op, contender)] = {
            "median": statistics.median(raw), "forks": r["forks"], "alloc": alloc,
            "fork_means": tabulate_views.fork_means(r)}
    return out


def section():
    if not os.path.exists(RUN):
        return []
    found = cells(RUN)
    before = cells(BEFORE) if os.path.exists(BEFORE) else {}
    lines = [HEADING, "",
             "Written by `benchmarks/tabulate_cells.py` from `results/issue31-s42/` (its "
             "README gives the command, the machine and its load), the full run the Targets "
             "table above and the sections per message are written from: the generated codec "
             "and the hand-written VarHandle codec of each message, with the spread of their "
             "ratio over forks, and the same ratio in `results/issue31-s41/`, the full run of "
             "the pass before on the same machine (the pass between them changed the decoders "
             "of pies packets only, `@Using(rejects)` and the one-pass ASCII search: every "
             "other cell's two columns show the run-to-run spread). "
             "ns/op: median of all measured iterations of both forks; spread: the "
             "ratio of one fork's mean to the other contender's, lowest and highest over "
             f"every pair of forks. Issue 31's goal: every cell at most {TARGET}x.", "",
             "| Message | Variant | Op | forks | Framewright ns/op | VarHandle ns/op "
             "| Framewright / VarHandle | spread over forks | before (s41) "
             "| B/op Framewright / VarHandle |",
             "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    missed = []
    for key in sorted(k for k in found if k[3] == "Framewright"):
        message, variant, op, _ = key
        fw = found[key]
        base = found.get((message, variant, op, "VarHandle"))
        if base is None:
            continue
        ratio = fw["median"] / base["median"]
        if ratio > TARGET:
            missed.append(f"{message} {variant} {op}: {ratio:.2f}x")
        alloc = "n/a" if fw["alloc"] is None or base["alloc"] is None \
            else f"{fw['alloc']:.0f} / {base['alloc']:.0f}"
        fw0, base0 = before.get(key), before.get((message, variant, op, "VarHandle"))
        earlier = f"{fw0['median'] / base0['median']:.2f}" if fw0 and base0 else "n/a"
        lines.append(f"| {message} | {variant or '-'} | {op} | {fw['forks']} | "
                     f"{fw['median']:.1f} | {base['median']:.1f} | {ratio:.2f} | "
                     f"{tabulate_views.spread(fw, base)} | {earlier} | {alloc} |")
    lines += ["", f"Within {TARGET}x: "
              + ("all." if not missed else "missed by " + "; ".join(missed) + "."), ""]
    return lines


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--into":
        tabulate_views.place(sys.argv[2], HEADING, section())
    elif len(sys.argv) == 1:
        print("\n".join(section()))
    else:
        sys.exit(__doc__)
