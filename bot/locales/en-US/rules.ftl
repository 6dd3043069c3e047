# What the rules say: refused moves, results, warnings, and the names they use (games, sides,
# pieces). Keys are the rules crate's stable keys (rules::Said); arguments are kebab-case.

## Games, sides and pieces

game-xiangqi = Xiangqi
game-american = American Chess
game-amalgamated = Amalgamated Chess
game-abstract = Abstract Chess
game-chess1999 = Chess 1999

side-red = Red
side-black = Black
side-blue = Blue
side-white = White

piece-xiangqi-general = General
piece-xiangqi-adviser = Adviser
piece-xiangqi-elephant = Elephant
piece-xiangqi-horse = Horse
piece-xiangqi-tank = Tank
piece-xiangqi-cannon = Cannon
piece-xiangqi-soldier = Soldier

piece-american-soldier = Soldier
piece-american-armor-brigade = Armor Brigade
piece-american-colonel = Colonel
piece-american-recon-battalion = Recon Battalion
piece-american-missile = Missile
piece-american-general = General
piece-american-artillery = Artillery

piece-amalgamated-prince = Prince
piece-amalgamated-king = King
piece-amalgamated-advisor = Advisor
piece-amalgamated-general = General
piece-amalgamated-elephant = Elephant
piece-amalgamated-war-elephant = War Elephant
piece-amalgamated-horse = Horse
piece-amalgamated-knight = Knight
piece-amalgamated-chariot = Chariot
piece-amalgamated-flying-chariot = Flying Chariot
piece-amalgamated-pawn = Pawn
piece-amalgamated-soldier = Soldier

piece-abstract-1-stack = 1-stack
piece-abstract-2-stack = 2-stack
piece-abstract-3-stack = 3-stack
piece-abstract-4-stack = 4-stack
piece-abstract-5-stack = 5-stack
piece-abstract-6-stack = 6-stack
piece-abstract-royal-stone = royal stone
piece-abstract-pawn = pawn
piece-abstract-knight = knight
piece-abstract-bishop = bishop
piece-abstract-rook = rook
piece-abstract-queen = queen
piece-abstract-king = king

piece-chess1999-general = General
piece-chess1999-guard = Guard
piece-chess1999-infantry-battalion = Infantry battalion
piece-chess1999-apc = APC
piece-chess1999-fighter-jet = Fighter jet
piece-chess1999-bomber = Bomber
piece-chess1999-attack-helicopter = Attack helicopter
piece-chess1999-tank = Tank
piece-chess1999-mrl = MRL
piece-chess1999-howitzer = Howitzer

# Between alternatives in a list of moves: "e6e5 or e3e2".
list-or = { " or " }
# Between the items of a list of names: "Xiangqi, American Chess".
list-sep = { ", " }

## Results

outcome-win = { $reason ->
    [checkmate] { $winner } wins by checkmate
    [stalemate] { $winner } wins: { $loser } has no legal move (stalemate)
    [perpetual-check] { $winner } wins: { $loser } gave perpetual check
    [perpetual-chase] { $winner } wins: { $loser } chased the same piece on every move (perpetual chase)
    [repetition] { $winner } wins by threefold repetition
    [no-attacking-pieces] { $winner } wins: { $loser } has no attacking piece left
    [move-limit] { $winner } wins at the move limit
    [gauntlet] { $winner } wins: { $loser } has no General left in the Gauntlet
    [turn-limit] { $winner } wins at the turn limit
    [royal-captured] { $winner } wins by capturing { $loser }'s royal stone
    [no-legal-action] { $winner } wins: { $loser } has no legal action
    [prince-captured] { $winner } wins by capturing { $loser }'s Prince
    [bare-prince] { $winner } wins: { $loser } has nothing left but its Prince
    [dead-position] { $winner } wins: only the two Kings are left
    [resignation] { $winner } wins: { $loser } resigned
    [agreement] { $winner } wins by agreement
    [timeout] { $winner } wins on time: { $loser } did not move in time
    [out-of-time] { $winner } wins on time: { $loser }'s clock ran out
    [adjudicated] { $winner } wins by decision: the round's time was up
   *[other] { $winner } wins
}
outcome-draw = { $reason ->
    [stalemate] Draw by stalemate
    [repetition] Draw by threefold repetition
    [no-attacking-pieces] Draw: neither side has an attacking piece left
    [move-limit] Draw: { $limit } half-moves without a capture
    [gauntlet] Draw: neither side has a General in the Gauntlet
    [turn-limit] Draw: { $limit } full turns played
    [no-legal-action] Draw: the side to move has no legal action
    [dead-position] Draw: only the two Kings are left
    [agreement] Draw by agreement
    [out-of-time] Draw on time: a clock ran out, but the other side has only its royal piece left
    [adjudicated] Draw by decision: the round's time was up
   *[other] Draw
}
outcome-points = { $drawn } — on points { $first } { $first-points }, { $second } { $second-points }: { $verdict ->
    [first] { $first } wins
    [second] { $second } wins
   *[tie] a tie
}

## Warnings after a move

royal-stone-attacked = your royal stone on { $at } can be captured

## Refused moves: reading the text

not-a-move = `{ $text }` is not a move: { $game ->
    [xiangqi] write the two points (h3e3) or WXF notation (C2=5)
    [american] write the two squares, like f2f4 or d1-f6
    [abstract] write the two squares, like e2e3 (a transfer too: b1c2)
    [chess1999] write the two points, like e4e5 or m12m13=T, or a drop like T@e5
   *[other] write the two squares, like e2e3
}
not-a-chinese-move = `{ $text }` is not a move: write it as 炮二平五, 马8进7 or 前车进一, or as the two points (h3e3)
off-board = { $text } is not on the board: files run a–{ $last-file }, ranks 1–{ $ranks }
not-a-drop-letter = `{ $letter }` is not a piece: drop G I A J B H T M or W, like T@e5
no-drops = { $game ->
    [xiangqi] Xiangqi has no drops: move a piece from one point to another
    [abstract] Abstract Chess has no drops: move a stack, or give a stone to a neighbouring stack
    [american] American Chess has no drops: move a piece from one square to another
   *[other] Amalgamated Chess has no drops: move a piece from one square to another
}
no-promotion = { $game ->
    [xiangqi] Xiangqi
   *[other] Abstract Chess
} has no promotion: drop the `={ $letter }`
not-legal-here = { $text } is not a legal move here
replay-mismatch = the game passed here by itself, but `{ $text }` was stored
game-over = the game is over: { $outcome }

## Refused moves: every board

no-piece = there is no piece on { $at }
not-yours = the { $piece } on { $at } is { $owner }'s; it is { $mover }'s move
stays-put = { $at }{ $at } does not move the { $piece }
own-piece-there = { $at } holds your own { $piece }
leaves-general-in-check = { $text } would leave your General in check
generals-facing = { $from }{ $to } would leave the two Generals facing each other on the { $file }-file
path-blocked = the { $piece }'s path is blocked at { $at }
not-a-piece-move = { $from }{ $to } is not a move of the { $piece }
rank-or-file-only = the { $piece } moves along a rank or a file
lines-only = the { $piece } moves along a line: a rank, a file or a diagonal
diagonal-only = the { $piece } moves diagonally
one-step-any-way = the { $piece } moves one square in any direction

## Refused moves: Xiangqi, and American Chess's Artillery

palace-only = the { $piece } may not leave its palace
general-step = the General moves one point along a line
adviser-step = the Adviser moves one point diagonally
elephant-river = the Elephant may not cross the river
elephant-eye = the Elephant's eye at { $at } is blocked
elephant-step = the Elephant moves exactly two points diagonally
horse-leg = the Horse's leg at { $at } is blocked
horse-step = the Horse moves one point along a line, then one diagonally outward
screen-in-the-way = the { $piece } moves only through empty { $game ->
    [xiangqi] points
   *[other] squares
}, and { $at } is in the way; it jumps only to capture
no-screen = the { $piece } needs exactly one piece to jump over (a screen) to capture
too-many-screens = the { $piece } captures over exactly one screen, and there { $count ->
    [one] is 1 piece
   *[other] are { $count } pieces
} between { $from } and { $to }
soldier-backward = a Soldier never moves backward
soldier-sideways-too-soon = a Soldier moves sideways only after crossing the river
soldier-step = a Soldier moves one point forward, or sideways once across the river

## Refused moves: American Chess

colonel-jump = the Colonel jumps to a square exactly two squares away
missile-back-line = the Missile may not land on { $side }'s back line
cannot-pass = you have legal moves: only a side with none passes
nothing-promotes = { $from }{ $to } does not reach { $side }'s back line, so nothing promotes
general-promotion-only = `={ $letter }`: pieces promote only to General (=Q), and on their own

## Refused moves: Abstract Chess

royal-transfer = the royal stone cannot give or receive stones
transfer-too-far = { $at } holds your own { $piece }, but stones move only to a neighbouring stack
stack-too-tall = a stack cannot grow past six stones
one-stack-step = a 1-stack moves one square forward, or captures one square diagonally forward
moves-as = { $at } holds a { $piece }, which moves as a { $moves-as }

## Refused moves: Amalgamated Chess

automatic-promotion = promotion and demotion happen on their own when a piece crosses the river: drop the `={ $letter }`
must-capture-prince = you must capture the enemy Prince: it is compulsory
king-in-check = { $from }{ $to } would leave your King on { $king } in check
prince-exposed = { $from }{ $to } would let your Prince be captured, and you have other moves
royal-corridor = the { $piece } may not leave files c–f
king-recross = the King may not cross back over the river

## Refused moves: Chess 1999

cannot-reach = the { $piece } on { $from } cannot move to { $to }
apc-never-promotes-again = an APC made from Infantry never promotes
apc-not-on-last-line = { $at } is not on your last line, so the APC cannot promote
apc-promotion = `={ $letter }`: an APC promotes to a Helicopter (=H), Tank (=T) or MRL (=M)
only-apc-promotes = only an APC chooses a promotion; the { $piece } on { $at } does not
general-never-dropped = the General is never captured, so it is never dropped
none-in-hand = you have no { $piece } in hand
drop-on-occupied = { $at } is not empty: drops go on empty points
guard-outside-post = Guards may only be dropped inside your own command post
drop-on-last-line = an { $piece } may not be dropped on your last line

## Refused moves: Xiangqi notation

no-piece-on-file = { $side } has no { $piece } on file { $file }
not-legal-for = { $text } is not a legal move for { $side } here
ambiguous-wxf = { $text } could be { $moves }: say which one, e.g. with + (front) or - (rear)
ambiguous-chinese = { $text } could be { $moves }: say which one, with 前 or 后

## Refused position strings

position-field-count = a { $game ->
    [xiangqi] Xiangqi
    [american] American Chess
    [amalgamated] Amalgamated Chess
    [abstract] Abstract Chess
   *[chess1999] Chess 1999
} position has { $count } fields, like `{ $example }`; this one has { $found }
position-side-field = the side to move must be `w` ({ $first }) or `b` ({ $second }), not `{ $field }`
position-not-a-number = the { $what ->
    [half-move-clock] half-move clock
    [turn] turn
   *[move-number] move number
} must be a whole number, not `{ $field }`
position-rank-count = the placement has { $found } ranks; this board has { $ranks }
position-rank-too-wide = rank { $rank } is wider than { $files } cells
position-empty-run = rank { $rank } has an empty run of 0
position-bad-char = rank { $rank } has `{ $letter }` where a piece letter or a number should be
position-rank-width = rank { $rank } has { $found } cells; this board is { $files } wide
position-move-number-zero = the move number starts at 1
position-no-markers = { $game ->
    [amalgamated] Amalgamated Chess has no `~` marks
    [abstract] Abstract Chess stacks take no `+` or `~` markers
    [american] American Chess pieces take no `+` or `~` markers
   *[xiangqi] Xiangqi pieces take no `+` or `~` markers
} (at { $at })
position-bad-letter = `{ $letter }` at { $at } is not { $game ->
    [xiangqi] a Xiangqi piece: the letters are K A B N R C P (E and H are also read as Elephant and Horse)
    [american] an American Chess piece: the letters are P R N B M Q C
    [amalgamated] an Amalgamated Chess letter: K Q B N R P, with `+` for a promoted piece
    [abstract] an Abstract Chess letter: P N B R T Q are stacks of 1–6 stones, K the royal stone
   *[chess1999] a Chess 1999 letter: K G I A J B H T M W
}
position-too-many = { $side } has more { $piece } pieces than the { $most } a side starts with
position-xiangqi-dashes = the third and fourth fields of a Xiangqi position are always `-`
position-xiangqi-check = { $side } is in check (or the Generals face each other) but it is not { $side }'s move
position-misplaced = the { $side } { $piece } on { $at } { $rule ->
    [outside-palace] is outside its palace
    [adviser-point] is not on an Adviser point of its palace
    [elephant-point] is not on an Elephant point of its own side
   *[soldier-behind] could never have got there: Soldiers only move forward until they cross the river
}
position-no-general = { $side } has no General
position-missile-back-line = a Missile can never stand on { $side }'s back line ({ $at })
position-would-be-general = a { $piece } on { $side }'s back line ({ $at }) would have become a General
position-too-many-pieces = { $side } has more than the { $most } pieces it starts with
position-turn-range = the turn must be between 1 and { $last } ({ $last } only once all { $limit } turns are played), not { $turn }
position-last-turn = turn { $turn } can only follow Red's last move: Blue to move
position-two-royals = { $side } has more than one royal stone
position-too-many-stones = { $side } has { $count } stones in stacks; a side starts with { $most } and never gains any
position-royal-missing = { $side } has no royal stone, but the game would have ended when it was captured
position-plus-needed = the piece on { $at } stands on its enemy half, so it needs a `+`
position-plus-forbidden = the piece on { $at } stands on its own half, so it cannot have a `+`
position-royal-corridor = the royal piece on { $at } is outside files c–f, where it must stay
position-prince-missing = { $side } has no royal piece, but the game would have ended when its Prince was captured
position-bare-prince = { $side } has nothing left but its Prince: the game ended with the last move
position-king-in-check = { $side }'s King is in check, but it is not { $side }'s move
position-hands-missing = the placement must end with the hands in brackets, like `…/JBMHTG1GTHMBJ[]`
position-plus-not-apc = `+` marks an APC made from Infantry; the piece on { $at } is a { $piece }
position-general-tilde = a General is never dropped, so it has no `~`
position-bad-hand-letter = `{ $letter }` cannot be in a hand: hands hold G I A J B H T M W (upper case for Blue)
position-hand-full = a hand cannot hold more than { $most } pieces of one kind
position-general-count = { $side } must have exactly one General, not { $count }
position-general-in-check = { $side }'s General is in check, but it is not { $side }'s move
position-outside-post = { $side }'s { $piece } on { $at } is outside its command post, which it never leaves
position-infantry-last-line = { $side }'s Infantry battalion on { $at } stands on its last line, where it would have become an APC
