#!/usr/bin/env python3
"""The "Kafka and Flink" section of RESULTS.md (issue 32), from the runs kept in
benchmarks/results/issue32-idle/.

Usage: tabulate_engines.py                 print the section
       tabulate_engines.py --into FILE.md  replace the section in FILE (or put it at the end)

Reads serdes.txt (JMH's text output of benchmarks.kafka and benchmarks.flink, 2 forks, with the
per-fork means listed after it), broker.txt (kafka's bench.BrokerThroughput) and
capture-throughput.txt (flink's bench.CaptureThroughput); tabulate.py puts the section into
every RESULTS.md it writes.
"""
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.join(HERE, "results", "issue32-idle")
HEADING = "## Kafka and Flink"


def read(name):
    path = os.path.join(DIR, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return f.read()


def serde_rows(text):
    """{benchmark: (per-fork means in ns, B/op)} from serdes.txt."""
    forks, alloc = {}, {}
    for line in text.splitlines():
        m = re.match(r"#\s+(\S+)\s+([\d. ]+)$", line)
        if m:
            forks[m.group(1)] = [float(x) for x in m.group(2).split()]
        m = re.match(r"i\.f\.b\.(\S+):gc\.alloc\.rate\.norm\s+avgt\s+\d+\s+(\S+)", line)
        if m:
            value = m.group(2)
            alloc[m.group(1)] = 0.0 if value.startswith("≈") else float(value)
    return {k: (v, alloc.get(k)) for k, v in forks.items()}


def ratio(rows, mine, other):
    """other's time over mine's (median of fork means), with the spread over fork pairs."""
    a, b = rows[mine][0], rows[other][0]
    pairs = [y / x for x in a for y in b]
    return f"{statistics.median(b) / statistics.median(a):.2f} ({min(pairs):.2f}-{max(pairs):.2f})"


def serde_table(rows):
    out = ["| Engine | Operation | Framewright ns | Other ns | Other / Framewright (fork pairs) "
           "| Framewright B/op | Other B/op |", "|---|---|---:|---:|---:|---:|---:|"]
    pairs = [("Kafka serde", op, "kafka.KafkaFramewright." + op, "kafka.KafkaByteBuffer." + op,
              "hand-written ByteBuffer serde")
             for op in ("serialize", "deserialize", "deserializeFetched")]
    pairs += [("Flink type serializer", op, "flink.FlinkFramewright." + op, f"flink.Flink{o}." + op,
               f"Flink's {o} serializer")
              for o in ("Pojo", "Kryo") for op in ("serialize", "deserialize")]
    for engine, op, mine, other, name in pairs:
        if mine not in rows or other not in rows:
            continue
        out.append(f"| {engine} | {op} (against {name}) | "
                   f"{statistics.median(rows[mine][0]):.1f} | "
                   f"{statistics.median(rows[other][0]):.1f} | {ratio(rows, mine, other)} | "
                   f"{rows[mine][1]:.0f} | {rows[other][1]:.0f} |")
    return out


def broker_lines(text):
    rounds = {}
    for line in text.splitlines():
        m = re.match(r"\| (\d+) \| (\S+) \| ([\d,]+) \| ([\d.]+) \|", line)
        if m:
            rounds.setdefault(int(m.group(1)), {})[m.group(2)] = (
                int(m.group(3).replace(",", "")), float(m.group(4)))
    fw = [r["framewright"][0] for r in rounds.values()]
    hw = [r["hand-written"][0] for r in rounds.values()]
    per_round = [r["framewright"][0] / r["hand-written"][0] for r in rounds.values()]
    log = sorted({r["framewright"][1] for r in rounds.values()})
    return [f"Through a real broker (`BrokerThroughput`, {len(rounds)} rounds after a warm-up, "
            "serdes alternating first, 18-byte BEER values): median "
            f"{statistics.median(fw):,.0f} records/s with framewright-kafka's serde against "
            f"{statistics.median(hw):,.0f} with the hand-written one, "
            f"{statistics.median(fw) / statistics.median(hw):.2f}x the throughput "
            f"({min(per_round):.2f}-{max(per_round):.2f} round by round: the broker sets the pace); "
            f"{', '.join(f'{x:.1f}' for x in log)} log bytes per record for both."]


def capture_lines(text):
    rates = {1: [], 2: []}
    for line in text.splitlines():
        m = re.match(r"round (\d+) parallelism (\d): .* (\d+) messages/s", line)
        if m and int(m.group(1)) > 0:  # round 0 warms up
            rates[int(m.group(2))].append(int(m.group(3)))
    if not rates[1] or not rates[2]:
        return []
    pairs = [b / a for a in rates[1] for b in rates[2]]
    return [f"A Flink job decoding captures (`CaptureThroughput`, four libpcap files of 500,000 "
            f"BEER datagrams, {len(rates[1])} rounds after a warm-up): median "
            f"{statistics.median(rates[1]):,.0f} messages/s with one reader, "
            f"{statistics.median(rates[2]):,.0f} with two "
            f"({statistics.median(rates[2]) / statistics.median(rates[1]):.2f}x, "
            f"{min(pairs):.2f}-{max(pairs):.2f} over round pairs), on 2 cores."]


def section():
    serdes, broker, capture = read("serdes.txt"), read("broker.txt"), read("capture-throughput.txt")
    if serdes is None:
        return []
    header = serdes.splitlines()[:3]
    out = [HEADING, "",
           "Written by `benchmarks/tabulate_engines.py` from the runs in "
           "`benchmarks/results/issue32-idle/` (issue 32; what each contender is: "
           "`benchmarks/README.md`, \"Kafka serdes\" and \"Flink type serializers\"). "
           "Avara `CommandPacket`s of the `command` pool; times are the median of the two forks' "
           "means, the spread is the ratio over every pair of forks.", "",
           "Run: `" + header[1].lstrip("# ") + "`; " + header[2].lstrip("# ") + ".", ""]
    out += serde_table(serde_rows(serdes))
    out.append("")
    size = next((h for h in serdes.splitlines() if h.startswith("# bytes per record")), None)
    if size:
        out += ["Flink " + size.lstrip("# ") + ".", ""]
    if broker:
        out += broker_lines(broker) + [""]
    if capture:
        out += capture_lines(capture) + [""]
    return out


def into(path):
    with open(path) as f:
        text = f.read()
    body = "\n".join(section())
    start = text.find(HEADING)
    if start >= 0:
        end = text.find("\n## ", start + len(HEADING))
        text = text[:start] + body + ("\n" + text[end + 1:] if end >= 0 else "\n")
    else:
        text = text.rstrip("\n") + "\n\n" + body + "\n"
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--into":
        into(sys.argv[2])
    elif len(sys.argv) == 1:
        print("\n".join(section()))
    else:
        sys.exit(__doc__)
