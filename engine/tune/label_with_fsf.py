#!/usr/bin/env python3
"""Labels `result | position` lines with Fairy-Stockfish's judgement instead of the game's
result: FSF (classical evaluation, one thread) searches each position to a fixed depth, and
its score for the side to move becomes Red's expected score, 1 / (1 + 10^(-cp/400)) (mates
1 or 0). Usage: label.py FSF DEPTH IN OUT [START STEP]"""
import subprocess, sys

fsf, depth, src, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
start = int(sys.argv[5]) if len(sys.argv) > 5 else 0
step = int(sys.argv[6]) if len(sys.argv) > 6 else 1
p = subprocess.Popen([fsf], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(prefix):
    lines = []
    while True:
        l = p.stdout.readline()
        if not l: raise SystemExit("fsf died")
        lines.append(l.strip())
        if l.startswith(prefix): return lines
send("uci"); until("uciok")
send("setoption name UCI_Variant value xiangqi"); send("setoption name Threads value 1")
send("setoption name Hash value 32"); send("isready"); until("readyok")
lines = open(src).read().splitlines()[start::step]
out = open(dst, "w")
for n, line in enumerate(lines):
    _, pos = line.split(" | ", 1)
    send("position fen " + pos); send(f"go depth {depth}")
    score = None
    for l in until("bestmove"):
        if l.startswith("info") and " score " in l and " pv " in l:
            t = l.split()
            i = t.index("score")
            score = (t[i + 1], int(t[i + 2]))
    if score is None: continue
    kind, v = score
    if kind == "mate": prob = 1.0 if v > 0 else 0.0
    else: prob = 1.0 / (1.0 + 10 ** (-v / 400.0))
    if pos.split()[1] == "b": prob = 1.0 - prob
    out.write(f"{prob:.4f} | {pos}\n")
    if n % 1000 == 0: out.flush(); print(n, file=sys.stderr, flush=True)
send("quit")
