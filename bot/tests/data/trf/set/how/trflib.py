"""Small helpers shared by the set's scripts: TRF parsing (the subset bbpPairings writes),
bbpPairings' initial-colour inference, cutting a tournament before a round."""
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
BBP = os.environ.get("BBP", os.path.join(HERE, "..", "bbp-src", "bbpPairings.exe"))
OURS = os.environ.get("OURS", os.path.join(HERE, "..", "pairings-ours"))


def read_lines(path):
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", "replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return [l for l in text.split("\n") if l.strip() != ""]


def blocks(line):
    """The round blocks of a 001 line: list of (opp:int, colour:str, result:str)."""
    out = []
    at = 91
    while at < len(line):
        chunk = line[at:at + 8]
        if chunk.strip() == "":
            out.append(None)
        else:
            chunk = chunk.ljust(8)
            opp = chunk[:4].strip()
            out.append((int(opp) if opp else 0, chunk[5], chunk[7]))
        at += 10
    while out and out[-1] is None:
        out.pop()
    return out


def players(lines):
    """{id: (line, blocks)} for the 001 lines."""
    res = {}
    for l in lines:
        if l.startswith("001"):
            res[int(l[4:8])] = (l, blocks(l))
    return res


def participated(b):
    """bbpPairings' participatedInPairing for a block (None = no entry)."""
    if b is None:
        return False
    opp, col, res = b
    return opp != 0 or res.upper() in ("U", "+")


def infer_initial(lines):
    """bbpPairings' inferFirstColor (src/fileformats/trf.cpp): 'w' or 'b' (or None)."""
    ps = players(lines)
    min_round = None
    for pid, (_, bl) in ps.items():
        for r, b in enumerate(bl):
            if b is not None and b[1] in "wb":
                min_round = r if min_round is None else min(min_round, r)
    if min_round is None:
        return None
    eff = 0
    for pid in sorted(ps):
        bl = ps[pid][1]
        had = any(participated(b) for b in bl[:min_round + 1])
        if had:
            b = bl[min_round] if min_round < len(bl) else None
            col = b[1] if b is not None and b[1] in "wb" else None
            if col is not None:
                if eff & 1:
                    col = "b" if col == "w" else "w"
                return col
            eff += 1
    return None


def rounds_played(lines):
    return max((len(b) for _, b in players(lines).values()), default=0)


def cut_before(lines, rnd):
    """The file as round `rnd` (1-based) was to be paired: every player's blocks cut to
    rounds 1..rnd-1, and the round-rnd block kept when it is an absence (0000 - Z/H/F), as
    bbpPairings' checker does. Player points recomputed (standard 1/0.5/0 scoring)."""
    out = []
    for l in lines:
        if not l.startswith("001"):
            out.append(l)
            continue
        bl = blocks(l)
        keep = bl[:rnd - 1]
        extra = []
        if len(bl) >= rnd and bl[rnd - 1] is not None and bl[rnd - 1][0] == 0 \
                and bl[rnd - 1][2].upper() in ("Z", "H", "F", "-", " "):
            extra = [bl[rnd - 1]]
        pts = 0.0
        for b in keep:
            if b is None:
                continue
            r = b[2].upper()
            pts += {"1": 1, "+": 1, "W": 1, "U": 1, "F": 1, "=": .5, "H": .5, "D": .5}.get(r, 0)
        head = l[:80] + ("%4.1f" % pts) + l[84:91]
        head = head.ljust(91)
        body = ""
        for b in keep + extra:
            if b is None:
                body += "          "
            else:
                body += "%4s %s %s  " % ("0000" if b[0] == 0 else str(b[0]), b[1], b[2])
        out.append((head[:89] + "  " + body).rstrip() if body else head[:89].rstrip())
    return out


def write(path, lines, cr=False):
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def bbp_pair(path):
    """bbpPairings --dutch path -p: (list of (w,b), bye or None) or raises."""
    outp = path + ".bbp.out"
    r = subprocess.run([BBP, "--dutch", path, "-p", outp], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("bbp failed (%d): %s %s" % (r.returncode, r.stdout, r.stderr))
    with open(outp) as f:
        toks = f.read().split()
    os.remove(outp)
    return parse_pairs(toks)


def parse_pairs(toks):
    n = int(toks[0])
    pairs, bye = [], None
    for i in range(n):
        a, b = int(toks[1 + 2 * i]), int(toks[2 + 2 * i])
        if b == 0:
            bye = a
        else:
            pairs.append((a, b))
    return pairs, bye


def ours_pair(path):
    r = subprocess.run([OURS, path], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError((r.stdout + r.stderr).strip())
    return parse_pairs(r.stdout.split())
