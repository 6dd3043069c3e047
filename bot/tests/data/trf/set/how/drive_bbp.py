#!/usr/bin/env python3
"""Remakes set B: tournaments played round by round by this script, every round paired by
bbpPairings (`bbpPairings.exe --dutch FILE -p OUT`), with what bbpPairings' generator never
writes: full-point byes (F), absences in round 1 (players who have never been paired when
they come in), withdrawals (Z to the end), and double forfeits; plus Z and H absences and
forfeits.

The plan is drawn from random.Random(4052) (see plan_b.tsv); each tournament's own random
stream is random.Random(seed). If bbpPairings finds no valid pairing for a round, the
tournament stops before it (XXR keeps the planned round count: bbpPairings paired every
round with it).
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import trflib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "trf")


def plan():
    rnd = random.Random(4052)
    rows = []
    sizes = [(5, 12)] * 40 + [(13, 40)] * 15 + [(41, 120)] * 5
    for i, (lo, hi) in enumerate(sizes):
        n = rnd.randint(lo, hi)
        rounds = rnd.randint(3, min(11, n - 1 if n % 2 == 0 else n))
        p = {
            "players": n,
            "rounds": rounds,
            "absent": rnd.choice([0.0, 0.05, 0.1, 0.2]),       # chance a player sits a round out
            "round1_absent": rnd.randint(0, min(3, n - 4)),     # players forced out of round 1
            "withdraw": rnd.choice([0.0, 0.0, 0.03]),           # chance of leaving for good
            "forfeit": rnd.choice([0.0, 0.0, 0.05, 0.12]),      # chance a game is forfeited
            "kinds": rnd.choice(["ZHF", "F", "Z", "H", "ZH", "HF"]),
        }
        rows.append(("B%03d-n%d" % (i + 1, n), 20000 + i + 1, p))
    return rows


def block(b):
    return "%4s %s %s" % ("0000" if b[0] == 0 else str(b[0]), b[1], b[2])


POINTS = {"1": 1.0, "+": 1.0, "U": 1.0, "F": 1.0, "=": 0.5, "H": 0.5}


def trf_lines(name, n, rounds, initial, ratings, hist, upcoming):
    """hist[p]: list of blocks (opp, col, res) for the rounds played; upcoming[p]: an absence
    block for the round to pair, or None."""
    lines = ["012 %s" % name, "XXR %d" % rounds, "XXC %s" % ("white1" if initial == "w" else "black1")]
    for p in range(1, n + 1):
        pts = sum(POINTS.get(b[2], 0.0) for b in hist[p])
        head = "001 %4d      Test%04d Player%04d %18d%28s%4.1f %4d" % (
            p, p, p, ratings[p - 1], "", pts, p)
        bl = list(hist[p]) + ([upcoming[p]] if upcoming[p] else [])
        line = head + "".join("  " + block(b) for b in bl)
        lines.append(line.rstrip())
    return lines


def play(name, seed, p):
    rnd = random.Random(seed)
    n, rounds = p["players"], p["rounds"]
    ratings = sorted((rnd.randint(1400, 2700) for _ in range(n)), reverse=True)
    initial = rnd.choice("wb")
    hist = {i: [] for i in range(1, n + 1)}
    withdrawn = set()
    first_out = set(rnd.sample(range(1, n + 1), p["round1_absent"]))
    path = os.path.join(OUT, name + ".trf")
    tmp = path + ".tmp"
    done = 0
    for r in range(1, rounds + 1):
        upcoming = {}
        for i in range(1, n + 1):
            if i not in withdrawn and r > 1 and rnd.random() < p["withdraw"]:
                withdrawn.add(i)
            if i in withdrawn:
                upcoming[i] = (0, "-", "Z")
            elif (r == 1 and i in first_out) or (r < rounds and rnd.random() < p["absent"]):
                upcoming[i] = (0, "-", rnd.choice(p["kinds"]))
            else:
                upcoming[i] = None
        if sum(1 for i in upcoming if upcoming[i] is None) < 2:
            break
        lines = trf_lines(name, n, rounds, initial, ratings, hist, upcoming)
        trflib.write(tmp, lines)
        try:
            pairs, bye = trflib.bbp_pair(tmp)
        except RuntimeError as e:
            print("%s: round %d: %s" % (name, r, str(e).strip()[:150]), file=sys.stderr)
            break
        for i in range(1, n + 1):
            if upcoming[i]:
                hist[i].append(upcoming[i])
        if bye:
            hist[bye].append((0, "-", "U"))
        for w, b in pairs:
            if rnd.random() < p["forfeit"]:
                k = rnd.random()
                rw, rb = ("+", "-") if k < 0.45 else ("-", "+") if k < 0.9 else ("-", "-")
            else:
                d = ratings[w - 1] - ratings[b - 1]
                e = 1 / (1 + 10 ** (-d / 400))
                draw = 0.35 * (1 - abs(2 * e - 1))
                x = rnd.random()
                rw, rb = ("1", "0") if x < e - draw / 2 else ("=", "=") if x < e + draw / 2 else ("0", "1")
            hist[w].append((b, "w", rw))
            hist[b].append((w, "b", rb))
        done = r
    if os.path.exists(tmp):
        os.remove(tmp)
    if done == 0:
        return False, 0
    none = {i: None for i in range(1, n + 1)}
    trflib.write(path, trf_lines(name, n, rounds, initial, ratings, hist, none))
    return True, done


def main():
    os.makedirs(OUT, exist_ok=True)
    only = set(sys.argv[1:])
    log = []
    for name, seed, p in plan():
        if only and name not in only:
            continue
        ok, done = play(name, seed, p)
        log.append("\t".join([name, str(seed), " ".join("%s=%s" % kv for kv in p.items()),
                              "rounds played %d" % done]))
        print(log[-1], flush=True)
    if not only:
        with open(os.path.join(HERE, "plan_b.tsv"), "w") as f:
            f.write("name\tseed\tparameters\tresult\n" + "\n".join(log) + "\n")


if __name__ == "__main__":
    main()
