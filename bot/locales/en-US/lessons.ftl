## The lessons of /learn: each lesson's title and what a newcomer needs to know for it
## (keys learn-<game>-<lesson> and learn-<game>-<lesson>-intro; bot/src/learn/).

## American Chess

learn-american-soldier = The Soldier
learn-american-soldier-intro = The Soldier (the helmet) steps one square in any of the eight directions, like a chess king, and captures the same way. No piece is royal in American Chess, so there is no check. A star on a Red piece means: capture it.
learn-american-armor = The Armor Brigade
learn-american-armor-intro = The Armor Brigade (the tank) moves like a chess rook: any distance along a rank or a file through empty squares. It cannot jump, so find a way around your own pieces.
learn-american-recon = The Recon Battalion
learn-american-recon-intro = The Recon Battalion (the binoculars) moves like a chess bishop: any distance diagonally through empty squares, so it always stays on squares of one colour.
learn-american-colonel = The Colonel
learn-american-colonel-intro = The Colonel (the eagle) jumps to any of the 16 squares exactly two squares away: two straight, two diagonally, or a chess knight's jump. Nothing blocks it, but it can never move just one square.
learn-american-general = The General
learn-american-general-intro = The General (the star) moves like a chess queen: any distance in the eight directions through empty squares. Generals decide the game, because only they can hold the Gauntlet.
learn-american-missile = The Missile
learn-american-missile-intro = The Missile (the rocket) jumps to any empty square or enemy piece on the board, whatever stands between, except Red's back line, rank 9, where it may never land, not even to capture. Leave targets on rank 9 to another piece. It may land on your own back line, rank 1.
learn-american-artillery = The Artillery and its screen
learn-american-artillery-intro = The Artillery (the cannon) moves like a General when it does not capture. To capture, it must jump exactly one piece of either side on its line (the screen) and take the first piece beyond it. With no screen, or with two, it cannot capture: move a piece into or out of the line first.
learn-american-capture = Capturing
learn-american-capture-intro = Every piece captures by ending its move on an enemy piece, which leaves the board. For each target, choose the piece that can reach it.
learn-american-promotion = Promotion to General
learn-american-promotion-intro = A Soldier, Armor Brigade, Colonel, Recon Battalion or Artillery that ends its move on rank 9 (Red's back line) becomes a General at once, also when it captures there, e.g. c8c9. The Missile can never get there, and a General stays a General.
learn-american-gauntlet = Hold the Gauntlet
learn-american-gauntlet-intro = The Gauntlet is the three shaded files e, f and g. The game is judged only after Red's move: if only you then have a General in the Gauntlet you win, if only Red has one Red wins, and if neither has one it is a draw. Make sure that whatever Red answers, only you hold the Gauntlet.
learn-american-pass = The pass
learn-american-pass-intro = A side with no legal move passes, and the bot plays the pass for it. Take Red's last piece: Red can only pass, the turn ends, and your General in the Gauntlet wins.
learn-american-limit = The 50-turn limit
learn-american-limit-intro = The game lasts at most 50 full turns: if both sides still hold the Gauntlet after Red's 50th move, it is a draw. You cannot win here, but you can save the game: keep your General in the Gauntlet on a square Red cannot reach.
learn-american-win2 = Win in two
learn-american-win2-intro = Red answers each of your moves, and the game is judged after Red's answers: in the end only you must hold the Gauntlet. Watch for Red pieces that can promote into the Gauntlet on rank 1 (e1, f1, g1), and for a General on rank 9, which your Missile cannot touch.

## Amalgamated Chess

learn-amalgamated-prince = The Prince
learn-amalgamated-prince-intro = The Prince (drawn as a chess king) is your royal piece: it steps one square straight, never diagonally, and must stay in the royal corridor, files c to f. If it is captured you lose. A star on a Black piece means: take it.
learn-amalgamated-king = The King
learn-amalgamated-king-intro = When your Prince crosses the river (the blue line between ranks 4 and 5) it is crowned King: it then steps one square in any direction, still only in files c to f, and it can never go back across the river. Promoted pieces carry a small + badge.
learn-amalgamated-advisor = Advisor and General
learn-amalgamated-advisor-intro = The Advisor (drawn as a chess bishop) moves like a bishop. On the enemy half (ranks 5 to 8) it is promoted to a General, which can also step one square in any direction, e.g. c4e6 then e6e7.
learn-amalgamated-elephant = Elephant and War Elephant
learn-amalgamated-elephant-intro = The Elephant jumps exactly two squares straight or diagonally, over anything in between. Across the river it becomes a War Elephant, which can also step one square in any direction.
learn-amalgamated-horse = Horse and Knight
learn-amalgamated-horse-intro = The Horse moves like a chess knight. Across the river it becomes a Knight, which can also step one square in any direction.
learn-amalgamated-chariot = Chariot and Flying Chariot
learn-amalgamated-chariot-intro = The Chariot (drawn as a chess rook) moves like a rook. Across the river it becomes a Flying Chariot, which can also step one square diagonally.
learn-amalgamated-pawn = Pawn and Soldier
learn-amalgamated-pawn-intro = The Pawn steps one square straight forward onto an empty square and captures one square diagonally forward; it has no double step. Across the river it becomes a Soldier, which steps or captures one square in any direction, even backwards.
learn-amalgamated-demotion = Crossing back
learn-amalgamated-demotion-intro = A promoted piece that crosses back to your own half is demoted on arrival and moves as the plain piece again: a Flying Chariot loses its diagonal step, a General becomes an Advisor, a Soldier becomes a Pawn.
learn-amalgamated-capture = Capturing
learn-amalgamated-capture-intro = Every piece captures by moving onto an enemy piece, which leaves the board. A piece that crosses the river with a capture is promoted as it arrives.
learn-amalgamated-compulsory = Take the Prince
learn-amalgamated-compulsory-intro = If you can capture the enemy Prince, you must: those captures are then your only legal moves, even when your own King is in check, and taking the Prince wins at once.
learn-amalgamated-exposure = Prince exposure
learn-amalgamated-exposure-intro = A move that would let the enemy capture your Prince is illegal while you have any other move, so a piece standing between your Prince and an enemy Chariot cannot leave that line. The same holds for Black: leave Black only moves that expose its Prince, and it must give the Prince up.
learn-amalgamated-bare = The bare Prince
learn-amalgamated-bare-intro = A side left with nothing but its Prince loses at once. Capture the enemy's last piece other than its Prince and you win, even with a move that would otherwise put your King in check.
learn-amalgamated-escape = Out of check
learn-amalgamated-escape-intro = A King (a Prince that crossed the river) attacked by an enemy piece is in check and must get out of it: move the King, block the line, or capture the attacker. A King may never move into check, and a King attacks the squares around it even across the river.
learn-amalgamated-mate = Checkmate in one
learn-amalgamated-mate-intro = Checkmate the enemy King: check it so that it has no legal way out. The Black King is on your half, cannot go back across the river and cannot leave files c to f, so it has few squares.
learn-amalgamated-mate2 = Checkmate in two
learn-amalgamated-mate2-intro = Find the first move that leaves Black no defence, then mate. The bot plays Black's best answer for it; every other answer loses too.
learn-amalgamated-points = The point count
learn-amalgamated-points-intro = No game ends drawn: stalemate, a third repetition, two lone Kings, or 100 half-moves without a capture or a Prince crowned end it on points, and the side with more wins (Black gets 2.5 extra). Values: Flying Chariot 13, War Elephant and Knight 12, General 11, Chariot 10, Advisor 7, Soldier and Horse 6, Elephant 5, King 3, Pawn 2, Prince 0. Here: in the first exercise 99 such half-moves have passed; in the second Black can be stalemated; in the third the position after a3a2 has already stood twice.

## Abstract Chess

learn-abstract-one = The 1-stack
learn-abstract-one-intro = Every piece is a stack of 1 to 6 stones, and its height decides how it moves; the board draws it as the chess piece it moves like, with its height in the corner. A 1-stack moves like a chess pawn: one square forward onto an empty square, and it captures one square diagonally forward (no double step, no promotion). A star on a Black piece means: take it.
learn-abstract-two = The 2-stack
learn-abstract-two-intro = A 2-stack moves like a chess knight and jumps over anything in its way.
learn-abstract-three = The 3-stack
learn-abstract-three-intro = A 3-stack moves like a chess bishop: any distance diagonally through empty squares.
learn-abstract-four = The 4- and 5-stack
learn-abstract-four-intro = A 4-stack and a 5-stack both move like a chess rook: any distance along a rank or a file through empty squares.
learn-abstract-six = The 6-stack
learn-abstract-six-intro = A 6-stack, the tallest stack, moves like a chess queen: any distance in the eight directions through empty squares.
learn-abstract-royal = The royal stone
learn-abstract-royal-intro = The royal stone (drawn as a chess king) is a single stone, never part of a stack, that moves and captures like a chess king: one square in any direction. If it is captured you lose.
learn-abstract-capture = Capturing
learn-abstract-capture-intro = To capture, move a stack onto an enemy stack: the whole enemy stack leaves the board and yours keeps its own height, so a 1-stack that takes a 6-stack is still a 1-stack.
learn-abstract-transfer = Growing a stack
learn-abstract-transfer-intro = Instead of moving you may pass one stone from a stack to a friendly stack next to it (any of the 8 neighbours), written like a move: d2e2. The receiver grows one stone and moves by its new height from your next turn; no stack may grow past 6.
learn-abstract-give = Giving a stone
learn-abstract-give-intro = The stack that gives a stone shrinks: a 4-stack that gives one becomes a 3-stack and moves like a bishop, and a 1-stack that gives its only stone disappears. The royal stone never gives or receives, and a stone never goes onto an empty square.
learn-abstract-win = Take the royal stone
learn-abstract-win-intro = You win by capturing the enemy royal stone. There is no check in Abstract Chess: if you can take it, take it.
learn-abstract-protect = Guard your royal stone
learn-abstract-protect-intro = There is no check rule: you may leave your royal stone where it can be taken, and then the enemy takes it and wins. Here your royal stone is threatened: answer the threat with a move that also wins on your next turn.
learn-abstract-win2 = Win in two
learn-abstract-win2-intro = Make a threat on the royal stone that Black cannot answer, then take it. A transfer can build the attacker you need in one turn.
learn-abstract-draws = Drawing a lost game
learn-abstract-draws-intro = The game is drawn when the same position (every stack's height, and the side to move) comes for the third time, after 100 half-moves without a capture (a transfer is no capture), or when the side to move has no action at all. You are lost here: in the first exercise 99 half-moves have passed without a capture, so make one more quiet move; in the second your royal stone has gone e1–d1 and back twice while Black's went e8–d8, so step back to e1 once more.

## Xiangqi

learn-xiangqi-tank = The Tank
learn-xiangqi-tank-intro = Xiangqi is played on the points where lines cross. The Tank (the chariot: 俥, Black's 車) moves any number of points along a rank or a file through empty points, like a chess rook, and takes the first enemy piece in its way, e.g. a1a6. A star on a Black piece means: take it.
learn-xiangqi-general = The General and the palace
learn-xiangqi-general-intro = The General (帥, Black's 將) moves one point up, down or sideways and never leaves its palace, the nine points d1 to f3 marked with crossed lines (e1e2). Walk it to the stars, and take the Black pieces that got into your palace.
learn-xiangqi-adviser = The Adviser
learn-xiangqi-adviser-intro = The Adviser (仕, Black's 士) moves one point diagonally and never leaves the palace, so it only ever stands on d1, f1, e2, d3 or f3 (d1e2). It can also take a piece that stands on one of those points.
learn-xiangqi-elephant = Elephant, eye and river
learn-xiangqi-elephant-intro = The Elephant (相, Black's 象) moves exactly two points diagonally (c1a3) and never crosses the river between ranks 5 and 6. It is blocked when the point in between, the elephant eye, is occupied: move the blocker or go around (a Horse in the way moves one point straight, then one diagonally outward: d2b3).
learn-xiangqi-horse = The Horse and its leg
learn-xiangqi-horse-intro = The Horse (傌, Black's 馬) moves one point straight and then one point diagonally outward (b1c3). It is blocked when the point next to it in the direction of the straight step, the horse leg, is occupied: go around, or move your own piece off the leg.
learn-xiangqi-cannon = The Cannon and its screen
learn-xiangqi-cannon-intro = The Cannon (炮, Black's 砲) moves like the Tank, but it captures only by jumping exactly one piece of either side, its screen, and taking the first piece beyond it. With no screen, or with two, it cannot capture: make a screen first, or move one away.
learn-xiangqi-soldier = The Soldier and the river
learn-xiangqi-soldier-intro = The Soldier (兵, Black's 卒) moves one point forward (c4c5); once across the river, on ranks 6 to 10, it may also step sideways (c6b6). It never moves backward, so on the last rank it can only step sideways.
learn-xiangqi-capture = Capturing
learn-xiangqi-capture-intro = Every piece captures by moving onto an enemy piece, which leaves the board; only the Cannon needs a screen to do it. For each star, pick the piece that can reach it.
learn-xiangqi-check = Giving check
learn-xiangqi-check-intro = A move that attacks the Black General gives check, and Black must answer it at once. Give check by moving to the star; a Cannon gives check only with exactly one piece, its screen, between it and the General.
learn-xiangqi-escape = Out of check
learn-xiangqi-escape-intro = Your General is in check: make a move after which it is no longer attacked. Step the General off the line, block it, take the checking piece, put a piece on the Horse's leg, or change a Cannon's screen by adding a second one or moving yours away.
learn-xiangqi-flying = The flying General
learn-xiangqi-flying-intro = The two Generals may never face each other on a file with nothing between them. So a piece alone between them may not step aside, your General may not step onto the open file, and from its own file it keeps the other General off that file.
learn-xiangqi-mate = Checkmate in one
learn-xiangqi-mate-intro = Checkmate: give check so that Black has no legal move left, and you win. Find the move that mates; your General, holding its file, often helps.
learn-xiangqi-mate2 = Mate in two
learn-xiangqi-mate2-intro = Your first move must leave Black no defence: whatever Black answers, your second move mates. Look for a quiet move that takes away the last escape, or a check that drives the General where it can be mated.
learn-xiangqi-stalemate = Stalemate loses
learn-xiangqi-stalemate-intro = In Xiangqi a side with no legal move loses, even when its General is not in check, so a stalemate wins for you. Leave Black without a legal move.
learn-xiangqi-loops = Perpetual check and chase
learn-xiangqi-loops-intro = When a position comes back a third time, a side that gave check with every move of the loop loses (perpetual check), and so does one that chased an unprotected or stronger piece with every move (perpetual chase), unless the other side did the same. Here Black has done it twice round the loop while your General went d1–d2 (first exercise) or your Tank a3–c3 (second): play your move of the loop once more.
learn-xiangqi-draws = Two ways to draw
learn-xiangqi-draws-intro = The game is a draw when neither side has a Tank, Horse, Cannon or Soldier left, or after 120 half-moves without a capture. Facing a lost game, take the last attacking piece; in the second exercise 119 half-moves have passed without a capture, so make one more quiet move.

## Chess 1999

learn-chess1999-jet = The Fighter jet
learn-chess1999-jet-intro = Chess 1999 is played on the points where lines cross. The Fighter jet moves any number of points along a rank or a file through empty points, like a chess rook (a1a9). Inside a command post (a 3×3 box with crossed diagonal lines: yours is f1–h3, Red's f11–h13) it may also run straight along a diagonal line (f1h3 through g2). A star on a Red piece means: take it.
learn-chess1999-bomber = The Bomber
learn-chess1999-bomber-intro = The Bomber moves in any of the 8 directions, but always 4 points or more, through empty points (a1a5, a5e9). It can never make a short move: to reach a near point, go far and come back.
learn-chess1999-helicopter = The Attack helicopter
learn-chess1999-helicopter-intro = The Attack helicopter moves 1 to 4 points in any of the 8 directions through empty points (a1e5). To go farther, it takes several moves.
learn-chess1999-tank = The Tank
learn-chess1999-tank-intro = The Tank lands where a chess knight would (d4e6), by one of two paths: one point straight along the long side of its L, or one point diagonally toward its target, then on. It is blocked only when both of those first points are occupied: clear one of them (an Infantry battalion, the helmet, steps one point forward or sideways: f6e6).
learn-chess1999-mrl = The MRL
learn-chess1999-mrl-intro = The MRL (multiple rocket launcher) moves 3 points diagonally, then 1 or 2 points straight, turning outward, never back: c1f5 goes d2, e3, f4, then f5. It may jump over one piece on the way, but not two: with two in the way, move one of them (an Infantry battalion, the helmet, steps one point forward or sideways: e3d3).
learn-chess1999-howitzer = The Howitzer and its screen
learn-chess1999-howitzer-intro = The Howitzer moves along the lines and must jump exactly one piece, its screen, on every move, capturing or not (b3b9 over b5). It never uses a Howitzer as a screen or takes one; in a command post it jumps corner to corner over the centre (f11h13). An Infantry battalion (the helmet) steps one point forward or sideways (c4b4): step one where a screen is needed.
learn-chess1999-infantry = The Infantry battalion
learn-chess1999-infantry-intro = The Infantry battalion (the helmet) steps one point forward or sideways, never backward (f5f6, f6e6); in either command post it may also step forward along a diagonal line. On your last line, rank 13, it becomes an APC at once, and that APC never promotes again.
learn-chess1999-apc = The APC and its promotion
learn-chess1999-apc-intro = The APC moves 1 or 2 points straight in any direction along the lines; the point in between must be empty (a4a6). Ending a move on rank 13, it may promote: add =H for an Attack helicopter, =T for a Tank or =M for an MRL (m11m13=T).
learn-chess1999-general = General and command post
learn-chess1999-general-intro = The General (the star) steps one point along the lines and never leaves its command post, f1 to h3. The diagonal lines run only through the centre g2, so g2f1 is a move but g1f2 is not.
learn-chess1999-guard = The Guard
learn-chess1999-guard-intro = The Guard (the shield) moves like the General and never leaves the command post, but it is not royal (f1g2). What it captures goes to your hand.
learn-chess1999-drops = Drops
learn-chess1999-drops-intro = A piece taken by your Infantry battalion, APC, Guard or General goes to your hand, shown in your bar under the board. On a later turn you may drop it on any empty point instead of moving: its letter, @ and the point (T@k8). Infantry and APCs may not be dropped on rank 13, a Guard only into your own command post, and a dropped piece (marked ~) is destroyed when taken again. Letters: G Guard, I Infantry battalion, A APC, J Fighter jet, B Bomber, H Attack helicopter, T Tank, M MRL, W Howitzer.
learn-chess1999-check = Giving check
learn-chess1999-check-intro = A move or a drop that attacks Red's General gives check, and Red must answer it at once. Move or drop on the star to give check; a Howitzer gives check only over exactly one screen.
learn-chess1999-escape = Out of check
learn-chess1999-escape-intro = Your General is in check: make a move or a drop after which it is no longer attacked. Move the General, take the checking piece, block the line with a move or a drop (I@g5), or against a Howitzer add a second screen or move yours away.
learn-chess1999-mate = Checkmate in one
learn-chess1999-mate-intro = Checkmate: give check so that Red has no legal move or drop left, and you win. Find the mating move; a drop can mate too.
learn-chess1999-mate2 = Mate in two
learn-chess1999-mate2-intro = Your first move must leave Red no defence: whatever Red answers, your second move mates.
learn-chess1999-stalemate = Stalemate is a draw
learn-chess1999-stalemate-intro = A side with no legal move or drop whose General is not in check is stalemated, and the game is a draw. When you are winning, mate instead: taking Red's last free piece can stalemate. When you are lost, a stalemate saves the game.
learn-chess1999-draws = Repetition and the move limit
learn-chess1999-draws-intro = The game is also a draw when the same position comes for the third time, and after 100 half-moves without a capture, drop or promotion. You are lost here: in the first exercise 99 such half-moves have passed, so make one more quiet move; in the second your General has gone g1–g2 twice while Red's went g11–g12, so step back to g1 once more.
