# The local (console) mode's own words. Its commands (moves, board, rules, undo, draw, resign,
# quit) are typed in English in every language.

local-player = Player { $n }
local-computer = Computer (level { $level })
local-players = { $game }: { $first } ({ $first_player }) vs { $second } ({ $second_player })
local-help = Type a move, or: moves, board, rules, undo, draw, resign, quit.
local-left = Left the game unfinished.
local-input-ended = The input ended; the game is left unfinished.
local-resuming = Resuming game { $id } of { $game } at ply { $ply }.
local-rules-picture = How each piece moves: { $path }
local-error = Error: { $message }
local-result = Result: { $result }
local-nothing-to-undo = There is no move to take back.
# Below the text board: "Blue in hand: T×2 I×1".
local-hand = { $side } in hand: { $pieces }
local-after-game = The game is over. Type analyse for the engine's verdict on it, or quit.
local-analysing = Analysing… { $done } / { $total } positions
local-analysis-picture = The evaluation graph: { $path }
local-puzzle-picture = The board: { $path }
local-puzzle-next = Type next for another puzzle, or quit.
local-learn-help = Type your move in the exercise, or: moves, board, again, back, next, quit.
local-puzzle-help = Type your move in the puzzle, or: moves, board, next, quit.
local-clocks = ⏱ { $first } { $first_clock } · { $second } { $second_clock }
local-board = Board for { $player }: { $link }
