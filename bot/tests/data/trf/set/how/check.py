#!/usr/bin/env python3
"""Checks every tournament in trf/ (or those named) against ours, two ways:

1. `pairings-ours FILE --check` (its summary line, or the error that stopped it), and
2. round by round: the file cut before round r (trflib.cut_before: rounds 1..r-1, and the
   absences of round r), paired by `pairings-ours CUT` and compared with the file's round r
   (which bbpPairings paired). Each cut is also paired by bbpPairings (`-p`) as a sanity
   check of the cut (it must give the file's round).

Writes results.tsv (one line per tournament) and rounds.tsv (one line per differing or
refused round, with both pairings), and the cut files of the differing rounds to cuts/.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import trflib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TRF = os.path.join(HERE, "trf")
CUTS = os.path.join(HERE, "cuts")


def recorded(lines, rnd):
    pairs, bye = [], None
    for pid, (_, bl) in trflib.players(lines).items():
        if len(bl) < rnd or bl[rnd - 1] is None:
            continue
        opp, col, res = bl[rnd - 1]
        if opp == 0 and res.upper() == "U":
            bye = pid
        elif opp != 0 and col == "w":
            pairs.append((pid, opp))
    return sorted(pairs), bye


def fmt(pairs, bye):
    s = " ".join("%d-%d" % p for p in sorted(pairs))
    return s + (" bye %d" % bye if bye else "")


def main():
    os.makedirs(CUTS, exist_ok=True)
    names = sys.argv[1:] or sorted(f[:-4] for f in os.listdir(TRF) if f.endswith(".trf"))
    res_lines, round_lines = [], []
    for name in names:
        path = os.path.join(TRF, name + ".trf")
        r = subprocess.run([trflib.OURS, path, "--check"], capture_output=True, text=True)
        summary = (r.stdout.strip().split("\n")[-1] if r.returncode == 0
                   else (r.stderr.strip().split("\n")[-1]))
        lines = trflib.read_lines(path)
        n = len(trflib.players(lines))
        played = trflib.rounds_played(lines)
        differ = []
        for rnd in range(1, played + 1):
            cut = trflib.cut_before(lines, rnd)
            cutpath = os.path.join(CUTS, "%s-r%02d.trf" % (name, rnd))
            trflib.write(cutpath, cut)
            theirs = recorded(lines, rnd)
            try:
                b = trflib.bbp_pair(cutpath)
                bb = (sorted(b[0]), b[1])
                if bb != theirs:
                    round_lines.append("\t".join([name, str(rnd), "CUT-MISMATCH", fmt(*theirs),
                                                  fmt(*bb)]))
            except RuntimeError as e:
                round_lines.append("\t".join([name, str(rnd), "CUT-BBP-ERROR", str(e)[:100], ""]))
            try:
                o = trflib.ours_pair(cutpath)
                ours = (sorted(o[0]), o[1])
                if ours == theirs:
                    os.remove(cutpath)
                    continue
                kind = "differs"
                ostr = fmt(*ours)
            except RuntimeError as e:
                kind = "refused"
                ostr = str(e).replace("\n", " ")[:200]
            differ.append(rnd)
            round_lines.append("\t".join([name, str(rnd), kind, fmt(*theirs), ostr]))
            print(round_lines[-1], flush=True)
        res_lines.append("\t".join([name, str(n), str(played), summary,
                                    ",".join(map(str, differ)) or "-"]))
        print(res_lines[-1], flush=True)
    if len(sys.argv) == 1:
        with open(os.path.join(HERE, "results.tsv"), "w") as f:
            f.write("name\tplayers\trounds\tours --check says\tdiffering rounds (per-round cut)\n")
            f.write("\n".join(res_lines) + "\n")
        with open(os.path.join(HERE, "rounds.tsv"), "w") as f:
            f.write("name\tround\tkind\tbbpPairings (file)\tours\n")
            f.write("\n".join(round_lines) + "\n")


if __name__ == "__main__":
    main()
