#!/usr/bin/env python3
"""The "Stream framing" section of RESULTS.md, from FramerBenchmark's raw results.

Usage: tabulate_framing.py                 print the section
       tabulate_framing.py --into FILE.md  replace the section (from its heading to the end) in FILE

Reads benchmarks/results/framing-before/ and framing-after/ as benchmarks/run-framing writes them
(framer.json, handwritten.json, slow.json, slow.txt, commit.txt, machine.txt); tabulate.py
appends the section to every RESULTS.md it writes. Times are the median of all measured
operations of all forks, in ms per 1 MiB.
"""
import json
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "results")
HEADING = "## Stream framing"
STREAMS = [
    ("beerEvents", "BEER, 60,000-byte Event frames"),
    ("beerMix", "BEER, small frames of every opcode"),
    ("pies", "pies Location and LevelData"),
    ("bitpacked", "bitpacked packets"),
]
FEEDS = [("whole", "whole"), ("1460", "1,460 B"), ("1", "1 B")]


def load(label):
    """{(method, stream-or-None, feed): row} and the run's metadata, or None if not run."""
    d = os.path.join(RESULTS, f"framing-{label}")
    if not os.path.isdir(d):
        return None
    rows, first = {}, None
    for name in ("framer", "handwritten", "slow"):
        path = os.path.join(d, f"{name}.json")
        if not os.path.exists(path):
            continue
        with open(path) as f:
            for r in json.load(f):
                first = first or r
                method = r["benchmark"].rsplit(".", 1)[1]
                p = r.get("params", {})
                feed = p.get("feed", p.get("hostileFeed"))
                raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
                alloc = None
                for key, m in r.get("secondaryMetrics", {}).items():
                    if key.endswith("gc.alloc.rate.norm"):
                        alloc = m["score"]
                rows[(method, p.get("stream"), feed)] = {
                    "median": statistics.median(raw), "error": r["primaryMetric"]["scoreError"],
                    "n": len(raw), "forks": len(r["primaryMetric"]["rawData"]),
                    "mode": r["mode"], "alloc": alloc, "run": r,
                }
    errors = {}
    slow_log = os.path.join(d, "slow.txt")
    if os.path.exists(slow_log):
        with open(slow_log) as f:
            for m in re.finditer(r"hostile hostileFeed=(\S+): (-?\d+) errors", f.read()):
                errors.setdefault(m.group(1), set()).add(int(m.group(2)))
    meta = {}
    for name in ("commit.txt", "machine.txt"):
        path = os.path.join(d, name)
        if os.path.exists(path):
            with open(path) as f:
                meta[name] = f.read().strip()
    return {"rows": rows, "first": first, "errors": errors, "meta": meta, "label": label}


def ms(row):
    if row is None:
        return "-"
    x = row["median"]
    text = f"{x:,.0f}" if x >= 100 else f"{x:,.2f}" if x >= 1 else f"{x:.3f}"
    err = row["error"]
    if err != err:  # NaN: too few samples for an interval
        return text
    e = f"{err:,.0f}" if err >= 100 else f"{err:,.2f}" if err >= 1 else f"{err:.3f}"
    return f"{text} ± {e}"


def ratio(a, b):
    if a is None or b is None:
        return "-"
    r = a["median"] / b["median"]
    return f"{r:,.0f}" if r >= 100 else f"{r:.2f}" if r < 10 else f"{r:.1f}"


def mib(row):
    if row is None or row["alloc"] is None:
        return "-"
    return f"{row['alloc'] / 2**20:,.1f}"


def mode_of(row):
    return {"avgt": "avgt", "ss": "single shot"}.get(row["mode"], row["mode"]) if row else "-"


def settings(run):
    first = run["first"]
    lines = [f"| JDK | {first['jdkVersion']} ({first['vmName']} {first['vmVersion']}) |"]
    machine = run["meta"].get("machine.txt")
    if machine:
        lines.append(f"| Machine | {machine.splitlines()[0]} |")
    commit = run["meta"].get("commit.txt", "?").splitlines()
    lines.append(f"| Commit | `{commit[0][:12] if commit else '?'}`"
                 + (" (with uncommitted changes)" if len(commit) > 1 else "") + " |")
    lines.append(f"| JMH | {first.get('jmhVersion', '?')}, {first['forks']} forks, "
                 f"`-prof gc`; avgt cells {first['warmupIterations']} x {first['warmupTime']} "
                 f"warmup + {first['measurementIterations']} x {first['measurementTime']}; "
                 f"single-shot cells 1 warmup + 3 measured operations per fork |")
    return lines


def section():
    before, after = load("before"), load("after")
    if before is None and after is None:
        return []
    runs = [r for r in (before, after) if r]
    out = [HEADING + "\n"]
    out.append("Written by `benchmarks/tabulate_framing.py` from the raw JMH output of "
               "`benchmarks/run-framing` kept in `benchmarks/results/framing-before/` and "
               "`framing-after/`. Issue 12: `FramerBenchmark` feeds one 1 MiB stream of valid "
               "frames through a new framer per operation, whole, in 1,460-byte chunks or 1 byte "
               "per call, and checks the frame count (and that no error was reported). "
               "\"Framer\" is the framer the protocol module ships (`StreamFramer` over the "
               "generated codec: BEER with `Resync.atSignature(\"BEER\")` and a 64 KiB maximum, "
               "`PiesPacket.framer(64 KiB)`, `Packet.framer()`); \"hand\" is a hand-written "
               "splitter per protocol that finds each frame's end by the protocol's own rule "
               "and calls the same generated codec's `decode` on it.\n")
    out.append("**The figures come from a shared 2-core machine**: other sessions' builds and "
               "tests ran at the same time (load averages in each run's `machine.txt`), so read "
               "differences below about 1.5x as noise; the before/after ratios of the slow cells "
               "are far outside it.\n")
    out.append("| Setting | Before | After |\n|---|---|---|")
    b = settings(before) if before else []
    a = settings(after) if after else []
    for i in range(max(len(a), len(b))):
        key = (b[i] if i < len(b) else a[i]).split("|")[1].strip()
        bv = b[i].split("|")[2].strip() if i < len(b) else "not run"
        av = a[i].split("|")[2].strip() if i < len(a) else "not run"
        out.append(f"| {key} | {bv} | {av} |")
    out.append("")
    out.append("ms per 1 MiB: median of all measured operations of both forks, ± JMH's 99.9% "
               "interval. Framer / hand = the framer's median over the hand-written splitter's "
               "median in the same run. MiB/op = bytes allocated per 1 MiB fed "
               "(`gc.alloc.rate.norm`).\n")
    out.append("| Stream | Feed | Mode | Framer before | Framer after | After / before | "
               "Hand-written before | Hand-written after | Framer / hand, before | "
               "Framer / hand, after | MiB/op before | MiB/op after |")
    out.append("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")

    def get(run, method, stream, feed):
        return run["rows"].get((method, stream, feed)) if run else None

    for stream, title in STREAMS:
        for feed, feed_title in FEEDS:
            fb, fa = get(before, "framer", stream, feed), get(after, "framer", stream, feed)
            hb = get(before, "handWritten", stream, feed)
            ha = get(after, "handWritten", stream, feed)
            if not (fb or fa or hb or ha):
                continue
            out.append(f"| {title} | {feed_title} | {mode_of(fb or fa)} | {ms(fb)} | {ms(fa)} | "
                       f"{ratio(fa, fb)} | {ms(hb)} | {ms(ha)} | {ratio(fb, hb)} | "
                       f"{ratio(fa, ha)} | {mib(fb)} | {mib(fa)} |")
    out.append("")
    out.append("Hostile: issue 12's resync amplification input, `42 45 45 52 03 00 00 00` "
               "repeated to 1 MiB (a BEER Event signature and opcode with no CR LF anywhere) into "
               "a `BeerStreamDecoder` with its default 64 KiB maximum; no frame comes out. Errors "
               "= `DecodeException`s reported to the error handler per 1 MiB (the same in every "
               "operation).\n")
    out.append("| Feed | Mode | Before | After | After / before | Errors before | Errors after | "
               "MiB/op before | MiB/op after |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for feed, feed_title in FEEDS:
        hb, ha = get(before, "hostile", None, feed), get(after, "hostile", None, feed)
        if not (hb or ha):
            continue

        def errs(run):
            if not run or feed not in run["errors"]:
                return "-"
            return " / ".join(f"{e:,}" for e in sorted(run["errors"][feed]))

        out.append(f"| {feed_title} | {mode_of(hb or ha)} | {ms(hb)} | {ms(ha)} | "
                   f"{ratio(ha, hb)} | {errs(before)} | {errs(after)} | {mib(hb)} | {mib(ha)} |")
    out.append("")
    return out


def main(argv):
    text = "\n".join(section())
    if len(argv) == 3 and argv[1] == "--into":
        with open(argv[2]) as f:
            doc = f.read()
        at = doc.find(HEADING)
        doc = (doc[:at] if at >= 0 else doc.rstrip("\n") + "\n\n") + text
        with open(argv[2], "w") as f:
            f.write(doc)
    elif len(argv) == 1:
        print(text)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
