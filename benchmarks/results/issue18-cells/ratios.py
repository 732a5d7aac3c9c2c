#!/usr/bin/env python3
"""Per cell of issue 18's slow record-codec cells: Framewright's and the hand-written VarHandle
codec's median ns/op (all measured iterations of both forks, as tabulate.py takes them), the
ratio of the two from the same run, and B/op.

    benchmarks/results/issue18-cells/ratios.py before after   (labels: directories here)
"""
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CELLS = [
    ("text", "packet=levelData", "decode"), ("text", "packet=levelData", "encode"),
    ("text", "packet=location", "decode"), ("text", "packet=location", "encode"),
    ("roster", "Big count=128", "decode"), ("roster", "Big count=16", "encode"),
    ("roster", "Big count=128", "encode"), ("roster", "Little count=128", "encode"),
    ("command", "density=50", "encode"),
]


def load(label):
    cells = {}
    with open(os.path.join(HERE, label, "results.json")) as f:
        for r in json.load(f):
            _, message, cls, method = r["benchmark"].rsplit(".", 3)
            contender = cls[len(message):]
            op = "decode" if method.startswith("decode") else "encode"
            variant = method[len(op):]
            params = r.get("params") or {}
            parts = ([variant] if variant else []) + [f"{k}={v}" for k, v in params.items()]
            raw = [x for fork in r["primaryMetric"]["rawData"] for x in fork]
            alloc = next((m["score"] for k, m in r["secondaryMetrics"].items()
                          if k.endswith("gc.alloc.rate.norm")), None)
            cells[(message, " ".join(parts), op, contender)] = (statistics.median(raw), alloc)
    return cells


def main(labels):
    runs = [(label, load(label)) for label in labels]
    head = "| Cell |" + "".join(f" FW {l} ns | hand {l} ns | ratio {l} | B/op FW/hand {l} |"
                                for l, _ in runs)
    print(head)
    print("|---|" + "---:|" * 4 * len(runs))
    for message, variant, op in CELLS:
        row = f"| {message} {variant} {op} |"
        for _, cells in runs:
            fw = cells.get((message, variant, op, "Framewright"))
            hand = cells.get((message, variant, op, "VarHandle"))
            if not fw or not hand:
                row += " - | - | - | - |"
                continue
            row += (f" {fw[0]:.1f} | {hand[0]:.1f} | {fw[0] / hand[0]:.2f} |"
                    f" {fw[1]:.0f} / {hand[1]:.0f} |")
        print(row)


if __name__ == "__main__":
    main(sys.argv[1:])
