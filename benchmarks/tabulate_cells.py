#!/usr/bin/env python3
"""The "Record codecs, 2 forks" section of RESULTS.md, from a committed standard run.

Usage: tabulate_cells.py                 print the section
       tabulate_cells.py --into FILE.md  replace the section in FILE (or put it before "## 1.")

Reads benchmarks/results/issue18-standard/results.json: `benchmarks/run --full` (2 forks x 5
warmup + 5 measured iterations of 1 s) of every message's generated codec and hand-written
VarHandle codec, in one run on a quiet machine (that directory's README gives the command and
the load). tabulate.py puts the section into every RESULTS.md it writes.
"""
import json
import os
import statistics
import sys

import tabulate_views

HERE = os.path.dirname(os.path.abspath(__file__))
RUN = os.path.join(HERE, "results", "issue18-standard", "results.json")
HEADING = "## Record codecs against hand-written code, 2 forks"
TARGET = 1.2


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
        variant = " ".join([method[len(op):]] if method[len(op):] else []
                           + [f"{k}={v}" for k, v in sorted(r.get("params", {}).items())])
        raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
        alloc = None
        for key, metric in r.get("secondaryMetrics", {}).items():
            if key.endswith("gc.alloc.rate.norm"):
                alloc = metric["score"]
        out[(message, variant, op, contender)] = {
            "median": statistics.median(raw), "forks": r["forks"], "alloc": alloc}
    return out


def section():
    if not os.path.exists(RUN):
        return []
    found = cells(RUN)
    lines = [HEADING, "",
             "Written by `benchmarks/tabulate_cells.py` from `results/issue18-standard/` (its "
             "README gives the command and the machine's load): the generated codec and the "
             "hand-written VarHandle codec of each message, in one 2-fork standard run. ns/op: "
             "median of all measured iterations of both forks. Issue 18's goal: every cell at "
             f"most {TARGET}x.", "",
             "| Message | Variant | Op | forks | Framewright ns/op | VarHandle ns/op "
             "| Framewright / VarHandle | B/op Framewright / VarHandle |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
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
        lines.append(f"| {message} | {variant or '-'} | {op} | {fw['forks']} | "
                     f"{fw['median']:.1f} | {base['median']:.1f} | {ratio:.2f} | {alloc} |")
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
