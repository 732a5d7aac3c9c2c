#!/usr/bin/env python3
"""The "Netty pipelines over loopback" section of RESULTS.md, from benchmarks/run-netty's output.

Usage: tabulate_netty.py                 print the section
       tabulate_netty.py --into FILE.md  replace the section in FILE (or put it before
                                         "## Stream framing", or at the end)

Reads benchmarks/results/netty/ (table.md, machine.txt, commit.txt, as run-netty writes them);
tabulate.py puts the section into every RESULTS.md it writes.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.join(HERE, "results", "netty")
HEADING = "## Netty pipelines over loopback"


def read(name):
    path = os.path.join(DIR, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return f.read().strip()


def section():
    table = read("table.md")
    if table is None:
        return []
    machine = read("machine.txt") or ""
    commit = (read("commit.txt") or "").split("\n")[0][:12]
    return [
        HEADING,
        "",
        "Written by `benchmarks/tabulate_netty.py` from `benchmarks/run-netty`'s output in "
        "`benchmarks/results/netty/`. Issue 15: `netty.NettyThroughput` (a bounded harness, not "
        "JMH) runs a server and a client over 127.0.0.1 TCP; the client writes the same "
        "pre-encoded stream of bitpacked packets (the mix of four packets of "
        "`NettyThroughput.MIX`) as fast as the socket takes it, and the server's event loop "
        "(one thread) decodes it with one of two pipelines: **Framewright**, `FrameDecoder` over "
        "`Packet.framing()` (the runtime's `StreamFramer`, in place over the cumulation); "
        "**hand-written**, Netty's `LengthFieldBasedFrameDecoder` taught the packet length from "
        "the header, then a hand-written field decoder (`HandWrittenPacketPipeline`). Both give "
        "the same `Packet` records (checked by `NettyThroughputTest`). Packets/s is from the "
        "server's first read to its last packet; B per packet is what the server's event loop "
        "thread allocated over that span; \"of which the decoded packet\" is what decoding the "
        "same packets with the codec alone allocates (the records and their payload arrays). Time "
        "per packet / hand-written's is the hand-written pipeline's median rate over this one's: "
        "below 1 is faster than the hand-written pipeline (issue 15's goal: at most 1.2).",
        "",
        f"Commit `{commit}`. {machine.replace(chr(10), '; ')}.",
        "",
        table,
        "",
        "Allocation: the Framewright pipeline allocates nothing per packet but the decoded "
        "packet (its B per packet equals the codec's own). Until `StreamFramer` kept one "
        "`WireReader` for all its decode attempts (`WireReader.resetPartial`, issue 15) it "
        "allocated 40 B more per packet (156.1 B at commit `67f67264dc4f`: a reader per "
        "attempt, handed to a codec the JIT does not inline); `AllocationPerFrameTest` (netty) "
        "checks it now. The hand-written pipeline allocates 56 B per packet beyond the decoded "
        "packet (among them the payload's byte[], copied before the typed array is made from "
        "it).",
        "",
        "**Server and client share the machine's two cores** (nothing else is meant to run: "
        "the load average above says what did): read the spread (min .. max) before the "
        "medians.",
        "",
    ]


def into(path):
    with open(path) as f:
        text = f.read()
    new = "\n".join(section())
    if not new:
        return
    start = text.find(HEADING)
    if start >= 0:
        end = text.find("\n## ", start + len(HEADING))
        end = len(text) if end < 0 else end + 1
        text = text[:start] + new + "\n" + text[end:]
    else:
        at = text.find("## Stream framing")
        text = (text[:at] + new + "\n" + text[at:]) if at >= 0 else text.rstrip() + "\n\n" + new
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--into":
        into(sys.argv[2])
    elif len(sys.argv) == 1:
        print("\n".join(section()))
    else:
        sys.exit(__doc__)
