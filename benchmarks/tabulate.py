#!/usr/bin/env python3
"""Turns a JMH JSON result file (and the wire sizes the benchmarks recorded) into RESULTS.md.

Usage: tabulate.py results.json wire-sizes.tsv > RESULTS.md

Benchmark names follow benchmarks/.../Defaults.java: package = message, class = message +
contender, method = operation + variant; @Params are variants too. Every time is compared with
the VarHandle contender of the same message, variant and operation (the 1.0 baseline), using the
median of all measured iterations of all forks.
"""
import json
import os
import platform
import statistics
import subprocess
import sys
from collections import defaultdict

import tabulate_engines
import tabulate_framing
import tabulate_cells
import tabulate_netty
import tabulate_views

MESSAGES = {
    "header": "1. Bit-packed header (bitpacked `Packet`; `PacketLE`)",
    "command": "2. Flag-conditional fields (Avara `CommandPacket`, presence density)",
    "roster": "3. Count-prefixed array of small records + length-prefixed string (`Roster`)",
    "text": "4. Delimiter-split text (pies `Location`, `LevelData`)",
    "varint": "5. Varints and a varint length prefix (`Entry`)",
    "mqtt": "6. A union selected by a 4-bit type, varint length (MQTT 3.1.1 packet)",
    # Issue 31's shapes (numbered as in benchmarks/README.md).
    "leheader": "9. A fixed 24-byte little-endian header, two 4-bit fields (`LeHeader`)",
    "squad": "10. A counted list of 16 fixed 17-byte units (`Squad`)",
    "bitupdate": "11. A bit-packed update, fields crossing bytes (`BitUpdate`)",
    "publish": "12. MQTT 3.1.1 PUBLISH at QoS 1, varint length, u16-prefixed topic (`Publish`)",
}
ORDER = ["VarHandle", "ByteBuffer", "Framewright", "InPlace", "View", "Sbe", "SbeFlyweight",
         "Kaitai", "Jbbp", "JbbpParser", "FastProto", "Kryo"]
# Issue 18's targets for views: a generated view reading every field in place within 1.1x of
# the hand-written in-place read ("InPlace"), at 0 B/op, and at or ahead of SBE's flyweight.
VIEW_TARGET_RATIO = 1.1
# Targets: Framewright within 1.1x of VarHandle (issue 31; 1.2x since issue 7), at or ahead of
# SBE, 10x ahead of Kaitai and JBBP.
TARGET_RATIO = 1.1


def split_name(full):
    parts = full.split(".")
    message, cls, method = parts[-3], parts[-2], parts[-1]
    contender = cls[len(message):] if cls.lower().startswith(message) else cls
    if contender == "Views":
        # RosterViews: RosterView is the generated view's own name in that package
        contender = "View"
    for op in ("decode", "encode"):
        if method.startswith(op):
            return message, contender, op, method[len(op):]
    return message, contender, method, ""


def variant_of(suffix, params):
    words = [suffix] if suffix else []
    words += [f"{k}={v}" for k, v in sorted(params.items())]
    return " ".join(words)


def alloc_norm(result):
    for key, metric in result.get("secondaryMetrics", {}).items():
        if key.endswith("gc.alloc.rate.norm"):
            return metric["score"]
    return None


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def nproc():
    try:
        return subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"


def views_section(rows):
    """Generated views ("View") against the hand-written in-place read and SBE's flyweight."""
    # ReusedViews: one view made once and wrapped over every frame, beside Views' view per frame
    views = sorted((k for k in rows if k[3] in ("View", "ReusedViews")),
                   key=lambda k: (k[0], k[1], k[2], k[3] != "View"))
    if not views:
        return []
    out = ["## Views (reading in place)\n",
           "A view or flyweight is wrapped over the message's bytes, checks them once and "
           "reads every field in place, summed into a `long`; no record is built. InPlace is "
           "the hand-written baseline of that (VarHandle reads over Framewright's wire, with "
           f"the hand-written decoder's checks). Target: View / InPlace at most "
           f"{VIEW_TARGET_RATIO}, 0 B/op, SBE flyweight / View at least 1.0.\n",
           "| Message | Variant | Op | View ns/op | View / InPlace | SBE flyweight / View "
           "| View / Framewright decode | B/op View |",
           "|---|---|---|---:|---:|---:|---:|---:|"]
    for message, variant, op, kind in views:
        row = rows[(message, variant, op, kind)]

        def ratio(num, den):
            return f"{num['median'] / den['median']:.2f}" if num and den else "n/a"

        alloc = "n/a" if row["alloc"] is None else f"{row['alloc']:.0f}"
        shown = op if kind == "View" else f"{op}, one view reused"
        out.append(f"| {message} | {variant or '-'} | {shown} | {fmt_ns(row['median'])} | "
                   f"{ratio(row, rows.get((message, variant, op, 'InPlace')))} | "
                   f"{ratio(rows.get((message, variant, op, 'SbeFlyweight')), row)} | "
                   f"{ratio(row, rows.get((message, variant, op, 'Framewright')))} | {alloc} |")
    out.append("")
    return out


def fmt_ns(x):
    # JMH writes an error it could not compute (a single measured iteration) as "NaN".
    if not isinstance(x, (int, float)) or x != x:
        return "n/a"
    return f"{x:,.1f}" if x < 1000 else f"{x:,.0f}"


def main(results_path, wire_path):
    with open(results_path) as f:
        results = json.load(f)
    wire = {}
    try:
        with open(wire_path) as f:
            for line in f:
                message, variant, contender, size = line.rstrip("\n").split("\t")
                wire[(message, variant, contender)] = float(size)
    except FileNotFoundError:
        pass

    rows = {}
    for r in results:
        message, contender, op, suffix = split_name(r["benchmark"])
        variant = variant_of(suffix, r.get("params", {}))
        raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
        rows[(message, variant, op, contender)] = {
            "median": statistics.median(raw),
            "mean": r["primaryMetric"]["score"],
            "error": r["primaryMetric"]["scoreError"],
            "alloc": alloc_norm(r),
            "wire": wire.get((message, variant, contender)),
        }

    first = results[0]
    out = []
    out.append("# Benchmark results\n")
    out.append("Written by `benchmarks/run` (`benchmarks/tabulate.py`); do not edit by hand. "
               "See `benchmarks/README.md` for what each contender is.\n")
    out.append("| Setting | Value |\n|---|---|")
    out.append(f"| JDK | {first['jdkVersion']} ({first['vmName']} {first['vmVersion']}) |")
    out.append(f"| CPU | {cpu_model()}, {nproc()} cores |")
    out.append(f"| JMH | {first.get('jmhVersion', '?')}, mode {first['mode']}, "
               f"{first['forks']} fork(s), {first['warmupIterations']} x {first['warmupTime']} "
               f"warmup, {first['measurementIterations']} x {first['measurementTime']} "
               f"measurement, {first['threads']} thread |")
    jvm_args = [a for a in first.get("jvmArgs", []) if "framewright.wireSizes" not in a]
    out.append(f"| JVM options | `{' '.join(jvm_args)}` |")
    out.append(f"| Profiler | `-prof gc` (B/op) |\n")
    run_dir = os.path.dirname(os.path.abspath(results_path))
    results_root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")
    if os.path.dirname(run_dir) == results_root:
        # A committed run: its README gives the command, the commit and the machine's load.
        out.append(f"Run: `benchmarks/results/{os.path.basename(run_dir)}/` (its README gives "
                   "the command, the commit and the machine's load).\n")
    out.append("ns/op is the median of all measured iterations; ± is JMH's 99.9% interval "
               "around the mean. Ratio = median / median of the hand-written VarHandle codec of "
               "the same message, variant and operation. Wire = mean bytes per message in the "
               "contender's own format (peers like SBE and Kryo write other bytes).\n")

    # Summary: Framewright against its targets.
    out.append("## Targets\n")
    out.append("Peer columns: the peer's time divided by Framewright's (2.0 = Framewright takes "
               "half the time; below 1.0 the peer is faster). The next section, \"Record "
               "codecs against hand-written code\", shows the first column's cells with their "
               "spread over forks.\n")
    out.append("| Message | Variant | Op | Framewright / VarHandle | SBE / Framewright "
               "| Kaitai / Framewright | JBBP / Framewright | FastProto / Framewright "
               "| B/op Framewright / VarHandle |")
    out.append("|---|---|---|---:|---:|---:|---:|---:|---:|")
    missed = []
    for (message, variant, op, contender), row in sorted(rows.items()):
        if contender != "Framewright":
            continue
        base = rows.get((message, variant, op, "VarHandle"))
        ratio = row["median"] / base["median"] if base else None

        def versus(peer):
            p = rows.get((message, variant, op, peer))
            return f"{p['median'] / row['median']:.2f}" if p else "n/a"

        if ratio is not None and ratio > TARGET_RATIO:
            missed.append(f"{message} {variant} {op}: {ratio:.2f}x")
        alloc = "n/a"
        if base and row["alloc"] is not None and base["alloc"] is not None:
            alloc = f"{row['alloc']:.0f} / {base['alloc']:.0f}"
        out.append(f"| {message} | {variant or '-'} | {op} | "
                   f"{'n/a' if ratio is None else f'{ratio:.2f}'} | {versus('Sbe')} | "
                   f"{versus('Kaitai')} | {versus('Jbbp')} | {versus('FastProto')} | {alloc} |")
    out.append("")
    out.append(f"Within {TARGET_RATIO}x of the baseline: "
               + ("all." if not missed else "missed by " + "; ".join(missed) + "."))
    out.append("")

    # The record-codec cells with their spread over forks, from the committed run.
    out += tabulate_cells.section()
    out += views_section(rows)
    # The views' cells with their spread over forks, from the committed run.
    out += tabulate_views.section()

    for message, title in MESSAGES.items():
        keys = [k for k in rows if k[0] == message]
        if not keys:
            continue
        out.append(f"## {title}\n")
        out.append("| Variant | Op | Contender | ns/op | ± | ratio | B/op | wire bytes |")
        out.append("|---|---|---|---:|---:|---:|---:|---:|")
        variants = sorted({(k[1], k[2]) for k in keys})
        for variant, op in variants:
            base = rows.get((message, variant, op, "VarHandle"))
            contenders = sorted({k[3] for k in keys if k[1] == variant and k[2] == op},
                                key=lambda c: (ORDER.index(c) if c in ORDER else 99, c))
            for c in contenders:
                row = rows[(message, variant, op, c)]
                ratio = f"{row['median'] / base['median']:.2f}" if base else "n/a"
                alloc = "n/a" if row["alloc"] is None else f"{row['alloc']:.0f}"
                size = "n/a" if row["wire"] is None else f"{row['wire']:.1f}"
                out.append(f"| {variant or '-'} | {op} | {c} | {fmt_ns(row['median'])} | "
                           f"{fmt_ns(row['error'])} | {ratio} | {alloc} | {size} |")
        out.append("")
    # Netty pipelines over loopback (issue 15: run-netty) and stream framing (FramerBenchmark)
    # have runs of their own.
    out += tabulate_netty.section()
    # Stream framing (FramerBenchmark) has runs of its own, before and after issue 12's fix.
    out += tabulate_framing.section()
    # Kafka serdes, Flink type serializers, a broker and a Flink job (issue 32): runs of their own.
    out += [""] + tabulate_engines.section()
    print("\n".join(out))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
