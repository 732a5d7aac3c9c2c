#!/usr/bin/env python3
"""The "Stream framing" section of RESULTS.md, from FramerBenchmark's raw results.

Usage: tabulate_framing.py                 print the section
       tabulate_framing.py --into FILE.md  replace the section (from its heading to the end) in FILE

Reads benchmarks/results/framing-before/, framing-after/ (and framing-after-repeat/, a second
after run whose spread against the first is quoted as the noise) as benchmarks/run-framing writes them
(framer.json, handwritten.json, slow.json, slow.txt, commit.txt, machine.txt, and
bytewise-avgt.json if run with --bytewise-avgt); tabulate.py
appends the section to every RESULTS.md it writes. Times are the median of all measured
operations of all forks, in ms per 1 MiB.
"""
import json
import os
import re
import statistics
import subprocess
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
    """One run's rows per file, {(method, stream-or-None, feed): row}, and metadata; or None."""
    d = os.path.join(RESULTS, f"framing-{label}")
    if not os.path.isdir(d):
        return None
    files, first = {}, None
    for name in ("framer", "handwritten", "slow", "bytewise-avgt"):
        path = os.path.join(d, f"{name}.json")
        if not os.path.exists(path):
            continue
        rows = files[name] = {}
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
                    "mode": r["mode"], "alloc": alloc,
                }
    # The hostile case prints its errors per operation (and, since the fix, the decoder's
    # stats()) when each trial ends.
    errors, stats = {}, {}
    slow_log = os.path.join(d, "slow.txt")
    if os.path.exists(slow_log):
        with open(slow_log) as f:
            for m in re.finditer(r"hostile hostileFeed=(\S+): (-?\d+) errors[^;\n]*(?:; (.*))?",
                                 f.read()):
                errors.setdefault(m.group(1), set()).add(int(m.group(2)))
                if m.group(3) and m.group(3) != "null":
                    stats[m.group(1)] = dict(
                        (k, int(v)) for k, v in re.findall(r"(\w+)=(\d+)", m.group(3)))
    meta = {}
    for name in ("commit.txt", "machine.txt"):
        path = os.path.join(d, name)
        if os.path.exists(path):
            with open(path) as f:
                meta[name] = f.read().strip()
    return {"files": files, "first": first, "errors": errors, "stats": stats, "meta": meta}


def load_range(d):
    """", load average A to B" from a run's load.txt, or ""."""
    try:
        with open(os.path.join(d, "load.txt")) as f:
            loads = sorted(float(line.split()[1]) for line in f if line.strip())
    except (OSError, IndexError, ValueError):
        return ""
    return f" (load average {loads[0]:.2f} to {loads[-1]:.2f})" if loads else ""


def extra_alloc(before, after):
    """A sentence on what the framer fed whole allocates more after than before, or ""."""
    extra = []
    for stream, _ in STREAMS:
        b = get(before, "framer", "framer", stream, "whole")
        a = get(after, "framer", "framer", stream, "whole")
        if a and b and a["alloc"] is not None and b["alloc"] is not None:
            extra.append((a["alloc"] - b["alloc"]) / 2**20)
    if not extra or max(extra) < 0.5:
        return ""
    return (f" Fed whole it also allocates {min(extra):.1f} to {max(extra):.1f} MiB more per "
            f"1 MiB (MiB/op above); at the after commit `StreamFramer.append` grows its buffer "
            f"to twice the bytes still held plus the chunk, so one 1 MiB chunk allocates a "
            f"2 MiB buffer where it allocated 1 MiB before.")


def load_paired():
    """{(stream, feed): {"before": [raw per run], "after": [...]}} from framing-paired/."""
    d = os.path.join(RESULTS, "framing-paired")
    if not os.path.isdir(d):
        return None
    cells = {}
    for name in sorted(os.listdir(d)):
        m = re.fullmatch(r"(before|after)-(\d+)\.json", name)
        if not m:
            continue
        with open(os.path.join(d, name)) as f:
            for r in json.load(f):
                p = r.get("params", {})
                raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
                cell = cells.setdefault((p.get("stream"), p.get("feed")),
                                        {"before": [], "after": []})
                cell[m.group(1)].append(raw)
    return cells


def repeat_spread(run, repeat):
    """(smallest, largest) ratio of repeat's medians to run's over the cells both have."""
    if not run or not repeat:
        return None
    ratios = [r["median"] / run["files"][f][k]["median"]
              for f, rows in repeat["files"].items() for k, r in rows.items()
              if k in run["files"].get(f, {})]
    return (min(ratios), max(ratios)) if ratios else None


def get(run, file, method, stream, feed):
    if not run:
        return None
    return run["files"].get(file, {}).get((method, stream, feed))


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
    if r >= 100:
        return f"{r:,.0f}"
    if r >= 10:
        return f"{r:.1f}"
    return f"{r:.2f}" if r >= 0.1 else f"{r:.2g}"


def mib(row):
    if row is None or row["alloc"] is None:
        return "-"
    return f"{row['alloc'] / 2**20:,.1f}"


def mode_of(row):
    return {"avgt": "avgt", "ss": "single shot"}.get(row["mode"], row["mode"]) if row else "-"


def last_change(commit, path):
    """The last commit before or at `commit` that changed `path`, as "`abc1234` title"."""
    if not commit:
        return "?"
    try:
        line = subprocess.run(["git", "log", "-1", "--format=%h %s", commit, "--", ":(top)" + path],
                              capture_output=True, text=True, cwd=HERE).stdout.strip()
    except OSError:
        return "?"
    if not line:
        return "?"
    sha, _, title = line.partition(" ")
    title = title.split(";")[0]
    return f"`{sha}` {title.replace('|', '/')}"


def settings(run):
    first = run["first"]
    lines = [f"| JDK | {first['jdkVersion']} ({first['vmName']} {first['vmVersion']}) |"]
    machine = run["meta"].get("machine.txt")
    if machine:
        lines.append(f"| Machine | {machine.splitlines()[0]} |")
    commit = run["meta"].get("commit.txt", "?").splitlines()
    # Changes to results, scripts and docs do not change what was measured.
    changed = [c for c in commit[1:] if not re.search(r"benchmarks/results/|\.(py|md)$", c)]
    lines.append(f"| Commit | `{commit[0][:12] if commit else '?'}`"
                 + (" with uncommitted changes to " + ", ".join(c.split()[-1] for c in changed)
                    if changed else "") + " |")
    framer = last_change(commit[0] if commit else None,
                         "runtime/src/main/java/io/framewright/runtime/frame/StreamFramer.java")
    lines.append(f"| StreamFramer as of | {framer} |")
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
    repeat = load("after-repeat")
    spread = repeat_spread(after, repeat)
    out.append("**The figures come from a shared 2-core machine**: other sessions' builds and "
               "tests ran at the same time (load averages in each run's `machine.txt`)"
               + (f"; a second after run (`framing-after-repeat/`, same code and settings) "
                  f"measured between {spread[0]:.2f} and {spread[1]:.2f} times this one's "
                  f"figure per cell" if spread else "")
               + ". Read ratios within that spread as noise; the 1-byte cells, the hostile cells "
               "and BEER's 60,000-byte frames in 1,460-byte chunks changed far beyond it.\n")
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
               "interval. After / before below 1: faster after the fix. Framer / hand = the framer's median over the hand-written splitter's "
               "median in the same run. MiB/op = bytes allocated per 1 MiB fed "
               "(`gc.alloc.rate.norm`).\n")
    out.append("| Stream | Feed | Mode | Framer before | Framer after | Framer after, repeat | "
               "After / before | Hand-written before | Hand-written after | "
               "Framer / hand, before | Framer / hand, after | MiB/op before | MiB/op after |")
    out.append("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")

    def framer_row(run, feed, stream):
        return get(run, "slow" if feed == "1" else "framer", "framer", stream, feed)

    for stream, title in STREAMS:
        for feed, feed_title in FEEDS:
            fb, fa = framer_row(before, feed, stream), framer_row(after, feed, stream)
            hb = get(before, "handwritten", "handWritten", stream, feed)
            ha = get(after, "handwritten", "handWritten", stream, feed)
            if not (fb or fa or hb or ha):
                continue
            fr = framer_row(repeat, feed, stream)
            out.append(f"| {title} | {feed_title} | {mode_of(fb or fa)} | {ms(fb)} | {ms(fa)} | "
                       f"{ms(fr)} | {ratio(fa, fb)} | {ms(hb)} | {ms(ha)} | {ratio(fb, hb)} | "
                       f"{ratio(fa, ha)} | {mib(fb)} | {mib(fa)} |")
    out.append("")
    out.append("Modes: the hand-written cells are all avgt; the framer fed 1 byte per call is "
               "single shot (1 warmup + 3 measured operations per fork) because before the fix "
               "one operation took seconds, so its \"Framer / hand\" mixes modes (the avgt "
               "table below, when present, does not). Where the hand-written splitter is the "
               "slower (ratios below 1 on whole streams) it is because it looks at each frame "
               "twice, its own search for the frame's end and then the codec's decode; the framer "
               "fed whole decodes each frame once.\n")
    events = framer_row(before, "1", "beerEvents")
    if events:
        out.append(f"Issue 12 quoted ~42 s of CPU for 1 MiB of 60,000-byte BEER frames fed 1 byte "
                   f"per call; this benchmark measured {events['median'] / 1000:.1f} s per 1 MiB "
                   f"before the fix (wall time of one thread).\n")

    bytewise = after and "bytewise-avgt" in after["files"]
    if bytewise:
        out.append("After the fix, 1 byte per call again in avgt (3 x 1 s warmup + 5 x 1 s, 2 "
                   "forks, the hand-written splitter's mode; `run-framing --bytewise-avgt`):\n")
        out.append("| Stream | Framer after, avgt | Hand-written after | Framer / hand | "
                   "MiB/op |")
        out.append("|---|---:|---:|---:|---:|")
        for stream, title in STREAMS:
            f = get(after, "bytewise-avgt", "framer", stream, "1")
            h = get(after, "handwritten", "handWritten", stream, "1")
            if f:
                out.append(f"| {title} | {ms(f)} | {ms(h)} | {ratio(f, h)} | {mib(f)} |")
        out.append("")

    paired = load_paired()
    if paired:
        out.append("Paired runs of the framer fed whole and in 1,460-byte chunks "
                   "(`framing-paired/`, its `commands.txt`): jars built before and after the fix, "
                   "run alternately (before, after, before, after; same settings) so that both "
                   "meet the same load" + load_range(os.path.join(RESULTS, "framing-paired"))
                   + ". After / before compares the medians of all operations of both runs of "
                   "each.\n")
        whole = []
        out.append("| Stream | Feed | Before, runs 1 / 2 | After, runs 1 / 2 | After / before |")
        out.append("|---|---|---:|---:|---:|")
        for stream, title in STREAMS:
            for feed, feed_title in FEEDS:
                cell = paired.get((stream, feed))
                if not cell or not cell["before"] or not cell["after"]:
                    continue
                b = statistics.median(x for run in cell["before"] for x in run)
                a = statistics.median(x for run in cell["after"] for x in run)
                runs = lambda label: " / ".join(
                    ms({"median": statistics.median(r), "error": float("nan")})
                    for r in cell[label])
                out.append(f"| {title} | {feed_title} | {runs('before')} | {runs('after')} | "
                           f"{ratio({'median': a}, {'median': b})} |")
                if feed == "whole":
                    whole.append(a / b)
        out.append("")
        if whole:
            out.append(f"Fed whole, the framer took {min(whole):.2f} to {max(whole):.2f} times as "
                       f"long after the fix as before in these paired runs, every stream in the "
                       f"same direction." + extra_alloc(before, after) + "\n")

    out.append("Hostile: issue 12's resync amplification input, `42 45 45 52 03 00 00 00` "
               "repeated to 1 MiB (a BEER Event signature and opcode with no CR LF anywhere) into "
               "a `BeerStreamDecoder` with its default 64 KiB maximum; no frame comes out. Errors "
               "= `DecodeException`s handed to the error handler per 1 MiB (the same in every "
               "operation). After the fix the decoder's `stats()` (printed when each trial ends) "
               "also counts the bad frames of a run that are not reported, and the work: decode "
               "attempts with the bytes from each frame start to where the attempt stopped, and "
               "the bytes searched for an awaited terminator or by the resync rule.\n")
    head = ("| Feed | Mode | Before | After | After / before | Errors before | Errors after | "
            "Bad frames counted, after | Decode attempts (bytes they covered), after | "
            "Bytes scanned, after | "
            "MiB/op before | MiB/op after |")
    if bytewise:
        head += " After, avgt |"
    out.append(head)
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
               + ("---:|" if bytewise else ""))
    for feed, feed_title in FEEDS:
        hb, ha = get(before, "slow", "hostile", None, feed), get(after, "slow", "hostile", None, feed)
        if not (hb or ha):
            continue

        def errs(run):
            if not run or feed not in run["errors"]:
                return "-"
            return " / ".join(f"{e:,}" for e in sorted(run["errors"][feed]))

        def stat(key):
            st = after["stats"].get(feed) if after else None
            return f"{st[key]:,}" if st and key in st else "-"

        row = (f"| {feed_title} | {mode_of(hb or ha)} | {ms(hb)} | {ms(ha)} | "
               f"{ratio(ha, hb)} | {errs(before)} | {errs(after)} | {stat('badFrames')} | "
               f"{stat('decodeAttempts')} ({stat('bytesAttempted')}) | {stat('bytesScanned')} | {mib(hb)} | {mib(ha)} |")
        if bytewise:
            row += f" {ms(get(after, 'bytewise-avgt', 'hostile', None, feed))} |"
        out.append(row)
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
