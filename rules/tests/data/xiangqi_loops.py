#!/usr/bin/env python3
"""Makes xiangqi_loops.txt: Xiangqi games that end in a threefold repetition, each with the
result Fairy-Stockfish gives it (perpetual check, perpetual chase by the AXF rule, or a draw),
for rules/tests/xiangqi_loops.rs. Run once; the tests read the file and need neither Python
nor Fairy-Stockfish.

    python3 -m venv venv && venv/bin/pip install pyffish==0.0.90
    venv/bin/python rules/tests/data/xiangqi_loops.py > rules/tests/data/xiangqi_loops.txt

Each line: `name | FEN | moves | result`, the result for the side to move after the moves
(`win`, `loss` or `draw`), from `pyffish.is_optional_game_end` (+32000, -32000, 0).

Three sources:
1. The cases Fairy-Stockfish ships in its own test.py (direct and discovered chases by
   Cannons, chases by a Soldier, mutual chases, perpetual check against intermittent checks,
   mutual perpetual check, pins that undermine a protector, discovered-check threats, the
   General as a protector, fake protection by a Cannon), with its expected values checked here
   against pyffish. (Not its "chase with the chasing side to move": that game has already
   ended three plies earlier, at the first verdict, which is where a game of ours ends.)
2. Constructed chases: a Tank chased by a Horse and by a Cannon (a stronger piece), an
   unprotected Horse chased by a Tank, and the same Horse protected (no chase).
3. Random games from random sparse positions (each side a General and two to five other
   pieces), each side shuffling one piece back and forth with a random move now and then,
   kept when they end in a threefold repetition: 20 won, 30 lost and 40 drawn for the side to
   move (the games lost by the side that completes the repetition are the rarest). A seeded
   generator: the file is the same on every run with the same pyffish.
"""

import random
import sys

import pyffish as sf

VARIANT = "xiangqi"
MATE = sf.VALUE_MATE

# 1. Fairy-Stockfish's test.py (lines 1157-1215 at c19b5f6c), with its expected values.
FSF_CASES = [
    ("fsf: direct chase by cannon", "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1", ["c3a3", "a8b8", "a3b3", "b8a8", "b3a3", "a8b8", "a3b3", "b8a8", "b3a3"], MATE),
    ("fsf: discovered chase by cannon", "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/CC1AKA3 w - - 0 1", ["a5a6", "a7b7", "a6b6", "b7a7", "b6a6", "a7b7", "a6b6", "b7a7", "b6a6"], MATE),
    ("fsf: chase by soldier is a draw", "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w - - 0 1", ["a5a6", "a7b7", "a6b6", "b7a7", "b6a6", "a7b7", "a6b6", "b7a7", "b6a6"], 0),
    ("fsf: discovered and anti-discovered chase by cannon", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1", ["f5d5", "f6d6", "d5f5", "d6f6", "f5d5", "f6d6", "d5f5", "d6f6"], -MATE),
    ("fsf: mutual chase", "4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1", ["f7h7"] + 2 * ["h9f8", "h7h8", "f8g6", "h8g8", "g6i7", "g8g7", "i7h9", "g7h7"], 0),
    ("fsf: perpetual check against intermittent checks", "9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w - - 0 1", 2 * ["d7e7", "e5d5", "e7d7", "d5e5"], MATE),
    ("fsf: perpetual check by soldier", "3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1", 2 * ["f2e2", "f3e3", "e2f2", "e3f3"], MATE),
    ("fsf: perpetual check 3", "3k5/4P4/4b4/3C5/4c4/9/9/9/9/5K3 w - - 0 1", 2 * ["d7e7", "e8g6", "e7d7", "g6e8"], MATE),
    ("fsf: perpetual check 4", "3k5/9/9/9/9/9/9/9/cr1CAK3/9 w - - 0 1", 2 * ["d2d4", "b2b4", "d4d2", "b4b2"], MATE),
    ("fsf: perpetual check 5", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1", 2 * ["f5d5", "f6d6", "d5f5", "d6f6"], -MATE),
    ("fsf: perpetual check 6", "4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w - - 0 1", 2 * ["g7g6", "f7g9", "g6g7", "g9f7"], MATE),
    ("fsf: perpetual check 7", "3P5/3k5/3nn4/9/9/9/9/9/9/5K3 w - - 0 1", 2 * ["d10e10", "d9e9", "e10d10", "e9d9"], MATE),
    ("fsf: perpetual check 8", "4ck3/9/9/9/9/2r1R4/9/9/4A4/3AK4 w - - 0 1", 2 * ["e5e4", "c5c4", "e4e5", "c4c5"], MATE),
    ("fsf: perpetual check 9", "4k4/9/9/c1c6/9/r8/9/9/C8/3K5 w - - 0 1", 2 * ["a2c2", "a5c5", "c2a2", "c5a5"], MATE),
    ("fsf: mutual perpetual check 1", "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", 2 * ["e4d4", "d7e7", "d4e4", "e7d7"], 0),
    ("fsf: mutual perpetual check 2", "3k5/6c2/9/7P1/6c2/6P2/9/9/9/5K3 w - - 0 1", 2 * ["h7g7", "g6h6", "g7h7", "h6g6"], 0),
    ("fsf: mutual perpetual check 3", "4ck3/9/9/9/9/2r1R1N2/6N2/9/4A4/3AK4 w - - 0 1", 2 * ["e5e4", "c5c4", "e4e5", "c4c5"], 0),
    ("fsf: mutual perpetual check 4", "5k3/9/9/c8/9/P1P6/9/2C6/9/3K5 w - - 0 1", 2 * ["c3a3", "a7c7", "a3c3", "c7a7"], 0),
    ("fsf: mutual perpetual check 5", "4k4/9/r1r6/9/PPPP5/9/9/9/1C7/5K3 w - - 0 1", ["b2a2"] + 2 * ["a8b8", "a2c2", "c8d8", "c2b2", "b8a8", "b2d2", "d8c8", "d2a2"], 0),
    ("fsf: D106 chariot chases cannon, the attack unchanged", "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w - - 0 1", 2 * ["h1h2", "h5h4", "h2h1", "h4h5"], 0),
    ("fsf: D39 chased chariot pinned by horse", "2baka1r1/C4rN2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w - - 0 1", ["b7b9"] + 2 * ["f10e9", "b9b10", "e9f10", "b10b9"], MATE),
    ("fsf: D39 pinned chariot 2", "5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w - - 0 1", 2 * ["e2f1", "h4h2", "f1e2", "h2h4"], MATE),
    ("fsf: creating pins to undermine a protector", "4k4/4c4/9/4p4/9/9/3rn4/3NR4/4K4/9 b - - 0 1", 2 * ["e4g5", "e2f2", "g5e4", "f2e2"], -MATE),
    ("fsf: discovered check capture threat by rook", "5k3/9/9/9/9/1N2P1C2/9/4BC3/9/cr1RK4 w - - 0 1", 2 * ["b5c3", "b1c1", "c3b5", "c1b1"], MATE),
    ("fsf: a pin and a discovered check threat by horse", "5k3/9/9/9/9/4c4/3n5/3NBA3/4A4/4K4 w - - 0 1", 2 * ["e1d1", "e5d5", "d1e1", "d5e5"], MATE),
    ("fsf: a pin and a discovered check threat by rook", "5k3/9/9/9/9/4c4/3r5/3NB4/4A4/4K4 w - - 0 1", 2 * ["e1d1", "e5d5", "d1e1", "d5e5"], MATE),
    ("fsf: x-ray protected discovered check", "5k3/9/9/9/9/9/9/9/9/3NK1cr1 w - - 0 1", 2 * ["d1c3", "h1h3", "c3d1", "h3h1"], MATE),
    ("fsf: no overprotection by the general", "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1", 2 * ["d1c3", "d4c4", "c3d1", "c4d4"], 0),
    ("fsf: overprotection by the general", "3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1", 2 * ["d1c3", "d4c4", "c3d1", "c4d4"], MATE),
    ("fsf: mutual pins by flying generals", "4k4/9/9/9/4n4/9/5C3/9/4N4/4K4 w - - 0 1", 2 * ["e2g1", "e10f10", "g1e2", "f10e10"], None),
    ("fsf: fake protection by cannon", "5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w - - 0 1", 2 * ["b5c5", "b4c4", "c5b5", "c4b4"], MATE),
    ("fsf: fake protection by cannon, mutual chase", "4ka3/c2R1R2c/4b4/9/9/9/9/9/9/4K4 w - - 0 1", 2 * ["f9f7", "f10e9", "f7f9", "e9f10"], 0),
]

# 2. Constructed: the chaser shuffles between two attacking points, the chased piece between
# two points it is attacked on.
CONSTRUCTED = [
    # A red Horse chases a black Tank (a stronger piece: protection does not matter).
    ("horse chases a tank", "3k5/9/9/2r6/9/9/9/4N4/9/4K4 w - - 0 1", 2 * ["e3d5", "c7c4", "d5e3", "c4c7"]),
    # A red Cannon chases a black Tank over black Soldiers for screens.
    ("cannon chases a tank", "4k4/r8/9/p1p6/9/9/9/2C6/9/3K5 w - - 0 1", 2 * ["c3a3", "a9c9", "a3c3", "c9a9"]),
    # A red Tank chases an unprotected black Horse.
    ("tank chases an unprotected horse", "4k4/9/9/9/1n7/9/9/9/9/R2K5 w - - 0 1", 2 * ["a1b1", "b6a8", "b1a1", "a8b6"]),
    # The same Horse protected on both its points (a black Tank and Horse): no chase.
    ("tank attacks a protected horse", "r3k4/9/9/9/1n7/9/2n6/9/9/R2K5 w - - 0 1", 2 * ["a1b1", "b6a8", "b1a1", "a8b6"]),
]


def result_word(value):
    return {MATE: "win", -MATE: "loss", 0: "draw"}.get(value)


def judged(fen, moves):
    """pyffish's verdict after `moves`: (ended, value), ended only at the last move."""
    for n in range(len(moves)):
        ended, _ = sf.is_optional_game_end(VARIANT, fen, moves[:n])
        if ended:
            return None
        if moves[n] not in sf.legal_moves(VARIANT, fen, moves[:n]):
            return None
    if not sf.legal_moves(VARIANT, fen, moves):
        return None
    ended, value = sf.is_optional_game_end(VARIANT, fen, moves)
    return value if ended else None


# 3. Random sparse positions.
FILES = "abcdefghi"
PALACE = [(f, r) for f in range(3, 6) for r in range(0, 3)]
ADVISER = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]
ELEPHANT = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]
SOLDIER = [(f, r) for f in range(0, 9, 2) for r in (3, 4)] + [(f, r) for f in range(9) for r in range(5, 10)]
ANYWHERE = [(f, r) for f in range(9) for r in range(10)]


def mirror(points):
    return [(f, 9 - r) for f, r in points]


def random_fen(rng):
    board = {}
    for side in ("w", "b"):
        flip = (lambda ps: ps) if side == "w" else mirror
        case = str.upper if side == "w" else str.lower
        board[rng.choice([p for p in flip(PALACE) if p not in board])] = case("k")
        # Drawn without replacement: no side has more pieces of a kind than the game deals.
        pool = list("aabbnnrrccppppp")
        for _ in range(rng.randint(2, 5)):
            letter = pool.pop(rng.randrange(len(pool)))
            points = {"a": ADVISER, "b": ELEPHANT, "p": SOLDIER}.get(letter, ANYWHERE)
            free = [p for p in flip(points) if p not in board]
            if free:
                board[rng.choice(free)] = case(letter)
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            piece = board.get((f, r))
            if piece:
                row += (str(empty) if empty else "") + piece
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + " " + rng.choice("wb") + " - - 0 1"


def facing(fen):
    """Whether the two Generals face each other on an open file."""
    rows = fen.split()[0].split("/")
    column = {}
    for r, row in enumerate(rows):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                column.setdefault(f, []).append(c)
                f += 1
    return any("".join(pieces).lower().find("kk") >= 0 for pieces in column.values())


def occupied_points(fen):
    """The points of a FEN's board that hold a piece, as coordinates like `e10`."""
    points = set()
    for r, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                points.add("%s%d" % (FILES[f], 10 - r))
                f += 1
    return points


def split(move):
    """A move's two points: `a1b3` is (`a1`, `b3`), `e10e9` is (`e10`, `e9`)."""
    for i in range(2, len(move)):
        if move[i].isalpha():
            return move[:i], move[i:]
    return move, ""


def reverse(move):
    # Coordinates like a1b3 or e10e9: split where the second square starts.
    for i in range(2, len(move)):
        if move[i].isalpha():
            return move[i:] + move[:i]
    return None


def random_loop(rng, fen):
    """A shuffling game from `fen`; its moves when it ends in a threefold repetition."""
    if sf.validate_fen(fen, VARIANT) != sf.FEN_OK or facing(fen):
        return None
    # The side not to move must not be in check.
    side = fen.split()[1]
    other = fen.replace(" %s " % side, " %s " % ("b" if side == "w" else "w"), 1)
    if sf.gives_check(VARIANT, other, []):
        return None
    moves = []
    for _ in range(80):
        legal = sf.legal_moves(VARIANT, fen, moves)
        if not legal:
            return None
        ended, _ = sf.is_optional_game_end(VARIANT, fen, moves)
        if ended:
            return moves
        back = reverse(moves[-2]) if len(moves) >= 2 else None
        if back in legal and rng.random() < 0.85:
            move = back
        else:
            occupied = occupied_points(sf.get_fen(VARIANT, fen, moves))
            quiet = [m for m in legal if split(m)[1] not in occupied]
            move = rng.choice(quiet or legal)
        moves.append(move)
    return None


def main():
    print("# Made by xiangqi_loops.py with pyffish %s; see that script." % ".".join(map(str, sf.version())))
    print("# name | FEN | moves | result for the side to move after the moves")

    def emit(name, fen, moves, value):
        print("%s | %s | %s | %s" % (name, fen, " ".join(moves), result_word(value)), flush=True)

    for name, fen, moves, expected in FSF_CASES:
        value = judged(fen, moves)
        assert value is not None, name
        assert expected is None or value == expected, (name, value, expected)
        emit(name, fen, moves, value)
    for name, fen, moves in CONSTRUCTED:
        value = judged(fen, moves)
        assert value is not None, name
        emit("constructed: " + name, fen, moves, value)
    rng = random.Random(20261125)
    wanted = {MATE: 20, -MATE: 30, 0: 40}
    tries = 0
    while any(wanted.values()) and tries < 40000:
        tries += 1
        fen = random_fen(rng)
        moves = random_loop(rng, fen)
        if not moves:
            continue
        value = judged(fen, moves)
        if value is None or wanted.get(value, 0) == 0:
            continue
        wanted[value] -= 1
        emit("random %d" % tries, fen, moves, value)
        print("%d tries: %s" % (tries, wanted), file=sys.stderr)


if __name__ == "__main__":
    main()
