#!/usr/bin/env python3
"""The views section of RESULTS.md, with each ratio's spread over forks, from a committed run.

Usage: tabulate_views.py                 print the section
       tabulate_views.py --into FILE.md  replace the section in FILE (or put it before
                                         "## 1.", or at the end)

Reads the JMH JSON files RUNS names under benchmarks/results/ (2-fork runs of the
generated views beside the hand-written in-place read and SBE's flyweight, in the same run);
tabulate.py puts the section into every RESULTS.md it writes.
"""
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.join(HERE, "results")
HEADING = "## Views against the hand-written in-place read, 2 forks"
# (file, message, what it is): the runs quoted; each directory's README gives the command and
# the load. Earlier runs (issue 18) stay in issue18-views*/ and issue18-standard/.
RUNS = [
    ("issue31-s42/results.json", "header",
     "header: bitpacked `PacketHeaderView` (6 fixed bytes)"),
    ("issue31-s42/results.json", "roster",
     "roster: `RosterView`, a count-prefixed list and a UTF-8 name; `decode*` walk the units"
     " with the cursor (`for (UnitView u : v.units())`), `indexedBig` with `units(i)`"),
    ("issue31-s42/results.json", "leheader",
     "leheader: `LeHeaderView`, 24 fixed little-endian bytes (issue 31); `read` on each frame's"
     " own array, `readBuffered` in one receive buffer; a view made per frame"
     " (`new LeHeaderView().wrap(...)`, as the views guide advises for a fixed view with no"
     " child), and in the \"one view reused\" rows one view made once (`LeHeaderReusedViews`)"),
    ("issue31-s42/results.json", "bitupdate",
     "bitupdate: `BitUpdateView`, 19 bit-packed bytes (issue 31); a view made per frame, and in"
     " the \"one view reused\" rows one made once (`BitUpdateReusedViews`)"),
    ("issue31-s42/results.json", "publish",
     "publish: `PublishView`, an MQTT PUBLISH at QoS 1 (issue 31); `read` sums the payload where"
     " it lies (`payloadByte(i)`), as the in-place read does; `copied` copies it out first"
     " (`payloadBytes`), as the in-place read's `copied` does by hand"),
    ("issue31-s42/results.json", "squad",
     "squad: `SquadView`, 16 units of 17 bytes through the cursor (issue 31); `read` sums each"
     " name's eight bytes where they lie (`nameByte(i)`), `copied` copies each name out first"
     " (`nameBytes`), each against the same by hand"),
    ("issue31-s42/results.json", "dns",
     "dns: `DnsMessageView` (issue 30)"),
]
TARGET = 1.1
# The run of the pass before, on the same machine: each row's View / InPlace there (the same
# view code: the pass between changed pies decoders only, so the column is the run-to-run
# spread).
BEFORE = "issue31-s41/results.json"


def contender(benchmark):
    cls = benchmark.split(".")[-2]
    # ReusedViews: one view made once and wrapped over every frame, beside Views' view per frame
    for name in ("InPlace", "SbeFlyweight", "ReusedViews", "Views", "View", "Framewright",
                 "VarHandle"):
        if cls.endswith(name):
            return {"Views": "View", "ReusedViews": "Reused"}.get(name, name)
    return cls


def fork_means(result):
    """The mean of each fork's measured iterations."""
    return [statistics.mean(fork) for fork in result["primaryMetric"]["rawData"]]


def spread(num, den):
    """min-max of num's fork mean over den's, over every pair of forks ("n/a" without den)."""
    if den is None:
        return "n/a"
    ratios = [a / b for a in num["fork_means"] for b in den["fork_means"]]
    return f"{min(ratios):.2f}-{max(ratios):.2f}"


def rows(path, message):
    with open(path) as f:
        results = json.load(f)
    out = {}
    for r in results:
        if f".{message}." not in r["benchmark"]:
            continue
        method = r["benchmark"].split(".")[-1]
        params = " ".join(f"{k}={v}" for k, v in sorted(r.get("params", {}).items()))
        raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
        alloc = None
        for key, metric in r.get("secondaryMetrics", {}).items():
            if key.endswith("gc.alloc.rate.norm"):
                alloc = metric["score"]
        out[(method, params, contender(r["benchmark"]))] = {
            "median": statistics.median(raw), "forks": r["forks"], "alloc": alloc,
            "fork_means": fork_means(r)}
    return out


def section():
    lines = []
    for name, message, what in RUNS:
        path = os.path.join(DIR, name)
        if not os.path.exists(path):
            continue
        found = rows(path, message)
        views = sorted(k for k in found if k[2] == "View")
        if not views:
            continue
        before_path = os.path.join(DIR, BEFORE)
        before = rows(before_path, message) if os.path.exists(before_path) else {}
        lines.append(f"**{what}** (`results/{name}`):\n")
        lines.append("| Method | Params | forks | View ns/op | InPlace ns/op | View / InPlace "
                     "| spread over forks | before (s41) | SBE flyweight / View | B/op View |")
        lines.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for method, params, _ in views:
            base = found.get((method, params, "InPlace"))
            sbe = found.get((method, params, "SbeFlyweight"))
            for kind, label in (("View", method), ("Reused", f"{method}, one view reused")):
                v = found.get((method, params, kind))
                if v is None:
                    continue
                ratio = f"{v['median'] / base['median']:.2f}" if base else "n/a"
                versus = f"{sbe['median'] / v['median']:.2f}" if sbe else "n/a"
                alloc = "n/a" if v["alloc"] is None else f"{v['alloc']:.0f}"
                base_ns = f"{base['median']:.1f}" if base else "n/a"
                was_v = before.get((method, params, kind))
                was_base = before.get((method, params, "InPlace"))
                was = (f"{was_v['median'] / was_base['median']:.2f}" if was_v and was_base
                       else "n/a")
                lines.append(f"| {label} | {params or '-'} | {v['forks']} | {v['median']:.1f} | "
                             f"{base_ns} | {ratio} | {spread(v, base)} | {was} | {versus} | "
                             f"{alloc} |")
        lines.append("")
    if not lines:
        return []
    return [HEADING, "",
            "Written by `benchmarks/tabulate_views.py` from the full 2-fork run kept in "
            "`benchmarks/results/issue31-s42/` (with its command and the machine's load; "
            "\"before (s41)\" is each row's ratio in `issue31-s41/`, the full run of the pass "
            "before, with the same view code; `issue31-s40/` is the one before views checked "
            "a frame in locals and the fixed views' `read` rows reused one view; "
            "the views' own runs on the same machine are `issue31-s38-views/`, at the same "
            "view code, and `issue31-s37-views/` before it; on an earlier, slower machine "
            "`issue31-s36-views/` and `issue31-after/`; issue 18's in `issue18-views*/`). "
            "A generated view is wrapped "
            "over each "
            "pooled frame (the codec's "
            "decode checks, once) and every field is read in place; InPlace is the same written "
            "by hand with `VarHandle`s over the same bytes; SBE's flyweight reads its own wire "
            "(one byte longer). ns/op: median of all measured iterations of all forks. Goal: "
            f"View / InPlace at most {TARGET}, 0 B/op, SBE flyweight / View at least 1.", ""] \
        + lines


def place(path, heading, lines):
    """Replaces the section under {heading} in FILE with lines (or puts it before "## 1.")."""
    with open(path) as f:
        text = f.read()
    new = "\n".join(lines) + "\n"
    start = text.find(heading)
    if start >= 0:
        end = text.find("\n## ", start + len(heading))
        text = text[:start] + new + (text[end + 1:] if end >= 0 else "")
    else:
        at = text.find("\n## 1.")
        text = text[:at + 1] + new + "\n" + text[at + 1:] if at >= 0 else text + "\n" + new
    with open(path, "w") as f:
        f.write(text)


def into(path):
    place(path, HEADING, section())


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--into":
        into(sys.argv[2])
    elif len(sys.argv) == 1:
        print("\n".join(section()))
    else:
        sys.exit(__doc__)
