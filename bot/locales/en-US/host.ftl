# What the bot answers: replies in the channel and refusals to one player. `{ $who }`, `{ $me }`
# and `{ $them }` are Discord mentions; `{ $side }` is a side's name in the game.

## Lengths of time

duration-day = { $n ->
    [one] 1 day
   *[other] { $n } days
}
duration-hour = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
duration-minute = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
duration-second = { $n ->
    [one] 1 second
   *[other] { $n } seconds
}
# Between the two largest units of a length of time: "1 hour 20 minutes".
duration-joiner = { " " }

## Refusals anywhere

refusal-no-game = There is no game in progress in this channel. Start one with /challenge.
refusal-position-changed = The position changed before your command arrived (a move was played first), so nothing was done. Look at the new board and try again.
refusal-internal = Something went wrong on the bot's side and nothing was changed. Please try again.
refusal-database-unreachable = The bot cannot reach its database just now; try again in a moment.
refusal-database-full = The bot's database has run out of space, so nothing could be saved. Your games are safe; try again once its host has made room.
refusal-database-read-only = The bot's database cannot be written to just now, so nothing could be saved. Your games are safe; try again in a moment.
refusal-busy-game = This channel already has a game in progress. Play in another channel or a thread.
refusal-busy-challenge = This channel already has an open challenge. Play in another channel or a thread.
refusal-not-a-player = You are not playing in this game ({ $players }).
refusal-game-over = That game is over ({ $result }); this button no longer does anything.

## Players and results

players-line = { $first } vs { $second }
player = { $side } { $who }
player-engine = { $side } { $who } (level { $level })
result-won = { $result } — { $winner } beat { $loser }
result-drawn = { $result }
result-aborted = aborted

## Turns

status-to-move = { $check ->
    [yes] { $side } to move (in check), { $who }
   *[no] { $side } to move, { $who }
}
status-thinking = { $check ->
    [yes] { $side } to move (in check): { $who } is thinking…
   *[no] { $side } to move: { $who } is thinking…
}
turn-check = , check
turn-move = { $side } { $played }
turn-pass = . { $side } has no legal move and passes
turn-warning = ⚠️ { $side }: { $warning }.
turn-then = { " — " }{ $status }
refusal-not-your-turn = It is not your turn: { $side } to move ({ $who }).
refusal-illegal-move = { $reason }.
refusal-move-too-long = That is not a move: moves are at most { $max } characters, like the ones /moves lists.

## Challenges

challenge-sides-random = sides will be drawn at random
challenge-sides = { $me } plays { $mine }, you play { $yours }
challenge = { $position ->
    [yes] { $them }, { $me } challenges you to a game of { $game }, from the position shown ({ $sides }). The challenge is open for { $open }.
   *[no] { $them }, { $me } challenges you to a game of { $game } ({ $sides }). The challenge is open for { $open }.
}
challenge-declined = { $them } declined { $me }'s challenge to a game of { $game }.
challenge-withdrawn = { $me } withdrew the challenge to { $them }.
game-on = Game on! { $game }: { $players }. { $status }
button-accept = Accept
button-decline = Decline
button-cancel = Cancel
# After a rated game's result: "Ratings: <@1> 1500 → 1516 (+16), <@2> 1500 → 1484 (−16)".
ratings-after = Ratings: { $first }, { $second }
rating-change = { $who } { $before } → { $after } ({ $delta })
resigned = { $who } ({ $side }) resigns. { $result }
board-line = { $game }: { $players }. { $status }

## Draws, takebacks, aborts and claims

draw-offered = { $who } ({ $side }) offers a draw. { $them }, accept or decline (playing a move declines too).
draw-declined = { $who } declines the draw offer. The game goes on: { $status }
draw-accepted = { $who } accepts the draw offer. { $result }
takeback-asked = { $who } ({ $side }) asks to take back their move { $move }. { $them }, accept or decline.
takeback-declined = { $who } declines the takeback. The game goes on.
takeback-done = { $who } accepts: { $them }'s move { $move } is taken back. { $status }
aborted = { $who } aborted the game of { $game } ({ $players }). It has no result.
claimed = { $who } claims the game on time. { $result }
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-accept-takeback = Accept takeback
button-decline-takeback = Decline takeback
refusal-draw-standing = You have already offered a draw; it stands until { $them } answers it or moves.
refusal-takeback-standing = You have already asked for a takeback; wait for { $them } to answer.
refusal-nothing-to-take-back = You have not moved yet, so there is nothing to take back.
refusal-abort-not-a-player = Only the players ({ $players }) or a moderator can abort this game.
refusal-abort-too-late = Both players have moved, so this game can no longer be aborted. You can resign or offer a draw; a moderator can still abort it.
refusal-claim-own-turn = It is your turn: only your opponent could claim the game on time.
refusal-claim-too-early = { $who } still has { $left } to move (the limit here is { $limit } per turn). You can claim the game once it is over.
refusal-stale-button = This button is no longer valid.
refusal-own-draw-offer = This is your own draw offer; only { $them } can answer it.
refusal-own-takeback = This is your own takeback request; only { $them } can answer it.
refusal-no-move-any-more = There is no move to take back any more.
refusal-offer-closed = { $what ->
    [draw] That draw offer is no longer open.
   *[takeback] That takeback request is no longer open.
}
refusal-no-offer = { $what ->
    [draw] There is no draw offer to answer.
   *[takeback] There is no takeback request to answer.
}

## Refused challenges

refusal-self-challenge = You cannot challenge yourself. Pick another player as your opponent.
refusal-bot-opponent = You cannot challenge { $them }: it is a bot, and other bots do not play here. To play against the computer, challenge me instead.
refusal-bad-position = That start position cannot be used: { $why }.
refusal-position-over = That position is already over ({ $result }). Choose one where the game can go on.
refusal-channel-has-game = This channel already has a game in progress ({ $game }, { $players }). Finish it first, or play in another channel or a thread.
refusal-channel-has-challenge = This channel already has an open challenge ({ $me } challenged { $them } to { $game }). Wait for it to be answered or to expire, or play in another channel or a thread.
refusal-no-open-challenge = There is no open challenge in this channel.
refusal-no-such-challenge = There is no such challenge.
refusal-challenge-closed = This challenge is no longer open: it was { $how ->
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
   *[expired] expired
}.
refusal-challenge-just-answered = This challenge is no longer open: someone answered it just now.
refusal-own-challenge = This is your own challenge; only your opponent can answer it. Press Cancel to withdraw it.
refusal-challenge-for-another = This challenge is for { $them }, not for you.
refusal-cancel-by-challenger = Only the challenger can cancel; press Decline instead.
refusal-cancel-not-yours = Only { $me } can cancel this challenge.
challenge-expired = { $me }'s challenge to { $them } to a game of { $game } expired unanswered.

## Boards, lists of moves, games

refusal-board-out-of-date = This board is out of date: moves were played since. /board shows the game now.
orientation-turn = Boards that answer you now show the side to move at the bottom (the default).
orientation-own = Boards that answer you now keep your own side at the bottom, also after your move.
games-title = { $title } (start one with /challenge):
games-title-words = Games you can play here
games-line = • { $game } (`{ $id }`), { $files }×{ $ranks } { $cells ->
    [points] points
   *[squares] squares
}, { $first } against { $second }
games-none-active = No games are in progress here right now.
games-active-title = In progress here:
games-active-line = • { $channel } { $game } (#{ $id }), { $players }, ply { $ply }
games-more = • … and more: see /history.
button-flip = Flip board
legal-moves = { $side } to move has { $count ->
    [one] 1 legal move
   *[other] { $count } legal moves
}:{ " " }
legal-moves-more = … and { $count } more (type a move to check it).
refusal-not-a-square = `{ $text }` is not a square of this board: name one by its file letter and rank, like e4.
refusal-no-piece-there = There is no piece on { $at }.
piece-what = The { $side } { $piece } on { $at }
piece-not-its-turn = { $what } cannot move now: it is { $side }'s turn.
piece-no-moves = { $what } has no legal moves.
piece-moves = { $what } can move { $count ->
    [one] one way
   *[other] { $count } ways
}: { $moves }.
piece-moves-marked = { $what } can move { $count ->
    [one] one way
   *[other] { $count } ways
} (marked on the board).
refusal-timeout-not-in-server = Turn limits are set per server; use this in a server channel.
refusal-timeout-not-moderator = Only moderators can change the turn time limit.
refusal-timeout-range = The turn time limit must be between 1 minute and 90 days.
timeout-set = Players here now have { $limit } per turn; after that, the opponent may claim the game.
refusal-too-often = You have challenged or asked other players { $count } times in the last { $window }; please wait { $wait } before asking again.

## History, replays, ratings

history-title = { $title } — page { $page } of { $pages } ({ $total } in all)
history-title-words = Games{ $player ->
    [none] {""}
   *[other] { " " }of { $player }
}{ $game ->
    [none] {""}
   *[other] { " " }of { $game }
} { $where ->
    [channel] in this channel
   *[server] on this server
}
history-empty = No games yet. Start one with /challenge.
history-line = `#{ $id }` { $game } — { $players } — { $result } — { $date }
history-tournament = — tournament #{ $id }, round { $round }
history-hints = — { $count ->
    [one] 1 hint
   *[other] { $count } hints
} taken
result-in-progress = in progress, ply { $ply }
result-finished = finished
show-title = { $game } `#{ $id }` — { $players } — ply { $ply } of { $last }
show-result = { " — " }{ $result }
show-position = Position: `{ $position }`
export-title = { $game } `#{ $id }` — { $players } — { $count } plies. Any position of it can start a new game: `/show { $id } <ply>` shows the position string for `/challenge … position:`.
replay-title = { $game } `#{ $id }` — { $players } — { $result } — replay of { $count } plies{ $stride ->
    [1] {""}
   *[other] , one ply in { $stride } to fit Discord's size limit
}.
refusal-ply-out-of-range = Game #{ $id } has { $last } plies; choose a ply from 0 to { $last }.
refusal-no-game-here = There is no game #{ $id } on this server. /history lists the games.
refusal-record-broken = This game's record cannot be replayed; nothing was changed.
refusal-replay-failed = The replay could not be made.
ratings-none = { $who } has no rated games here yet. Games from the usual start position are rated when they end (aborted games are not).
ratings-title = { $title } (Glicko-2)
ratings-title-words = Ratings of { $who }
ratings-line = • { $game } ({ $pace ->
    [live] live
   *[correspondence] correspondence
}): { $rating } ± { $spread } — { $record }
leaderboard-empty = Nobody has a { $pace ->
    [live] live
   *[correspondence] correspondence
} rating in { $game } here yet: finish a game to get on the board.
leaderboard-title = { $game } leaderboard ({ $pace ->
    [live] live games
   *[correspondence] correspondence games
})
leaderboard-line = { $rank }. { $who } — { $rating } ± { $spread } — { $record }
record = { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { $losses ->
    [one] 1 loss
   *[other] { $losses } losses
}, { $draws ->
    [one] 1 draw
   *[other] { $draws } draws
}

## Settings and reminders

style-characters = Chinese characters
style-pictures = pictures
style-letters = letters
refusal-style-not-offered = { $game } does not offer that style; it has { $styles }.
refusal-settings-not-in-server = Settings belong to a server; use this in one.
refusal-settings-not-manager = Only members who may manage this server can change its settings.
refusal-reminder-range = The reminder must come within 90 days (0 turns reminders off).
refusal-choose-one-game = Choose one game.
settings-saved-limits = Settings saved. Time limits apply to games started from now on; games in progress keep the ones they began with.
settings-saved = Settings saved.
settings-current = Settings of this server:
settings-body = • Turn time limit: { $limit } (then the opponent may /claim the game)
    • Reminder to the player to move: { $reminder }
    • Boards show: { $orientation ->
        [own] each player's own side at the bottom
       *[turn] the side to move at the bottom
    } (players can choose their own with /orientation)
    • Pieces: { $pieces } (players can choose their own with /pieces)
    • Language of the bot's posts: { $language }
    • New games: { $threads ->
        [yes] in a thread of their own (a challenge can say otherwise with its thread option)
       *[no] in the channel (a challenge can ask for a thread with its thread option)
    }
    • Tournaments are announced by: { $tournaments ->
        [yes] any member
       *[no] members who may manage the server
    }
settings-reminders-off = off
settings-reminder-after = after { $time }
settings-language-default = { $language } (the server's Discord language, until one is chosen)
game-style = { $game } { $style }
own-style = { $game } boards that answer you now show { $style }.
own-style-default = { $game } boards that answer you now show this server's style, or the game's own.
reminder = { $who }, it is your turn in { $game } `#{ $id }` ({ $players }), waiting for { $waited }. { $claim }
reminder-claim-now = { $other } may claim the game now with /claim.
reminder-claim-later = If you have not moved { $limit } after the last move, { $other } may claim the game with /claim.

## The Discord adapter

refusal-restarting = The bot is restarting: nothing was done. Please try again in a minute.
refusal-level-range = The level goes from 1 to 8.
refusal-level-for-bot = The level is how strongly I play: it is for games against me. Challenge { $me } to play the computer, or leave the level out to challenge a person.
refusal-not-a-member = { $them } is not a member of this server.
refusal-cannot-see-channel = { $them } cannot see this channel, so they could not answer. Challenge them in a channel you can both see.
refusal-replays-busy = Other replays are being made right now; please try again in a minute.
refusal-replay-cooldown = Please wait { $seconds } s before using /replay again.
refusal-bad-value = `{ $input }` is not a valid value here: { $error }.
refusal-bad-option = An option is missing or invalid: { $error }.
refusal-server-only = Tournaments and a server's settings work only in a server that added the bot (a server manager can add it from its profile). Games are played anywhere.
refusal-seen-by-you-alone = Only you would see the bot's answer here: you may not send messages in this channel, or this server turned off apps its members added. Nothing was done. Play in a channel where you may send messages, or in a DM.
refusal-command-failed = Something went wrong on the bot's side. Please try again.

## Autocomplete

# A square offered to /moves: "e4 · Red Horse".
square-choice = { $at } · { $side } { $piece }

## The move picker (the Move button under a turn's board)

button-move = Move
refusal-picker-stale = This move picker is from an earlier position: moves were played since. Press Move under the latest board.
picker-pieces = Your move as { $side }: choose a piece.
picker-choose-piece = Choose a piece
# A piece in the menu: "Cannon h3".
picker-piece = { $piece } { $at }
picker-in-hand = { $piece } in hand
picker-move-count = { $count ->
    [one] 1 move
   *[other] { $count } moves
}
picker-pass = Pass
picker-targets = { $what }: choose where it goes ({ $count ->
    [one] 1 place
   *[other] { $count } places
}).
picker-drops = Drop a { $piece }: choose where ({ $count ->
    [one] 1 place
   *[other] { $count } places
}).
picker-choose-target = Choose where it goes
picker-takes = takes the { $piece }
picker-promotion = The { $piece } reaching { $at }: choose what it becomes.
picker-choose-promotion = Choose what it becomes
picker-becomes = { $piece }
picker-page = (page { $page } of { $pages })
picker-previous = ◀ Previous
picker-next = Next ▶
picker-back = Back

## A thread for every game

thread-name = { $first } vs { $second } · { $game }
thread-started = The game is in { $thread }.
thread-refused = I could not start a thread for this game here (I need the permission to create public threads in this channel), so it is played in the channel.
thread-not-member = I was not added to this server, so I cannot start a thread for this game here: it is played in the channel.

## Analysis and hints

analysis-title = Analysis of { $game } `#{ $id }` — { $players } — { $result }
analysis-side = { $side } { $who }: accuracy { $accuracy } %; { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
analysis-hints = { $count ->
    [one] 1 hint was
   *[other] { $count } hints were
} taken in this game.
analysis-no-mistakes = No inaccuracy, mistake or blunder: well played.
analysis-worst = The worst moves:
analysis-worst-move = { $ply }. { $side } { $played }{ $glyph }: better { $better }
analysis-worst-button = { $ply }. { $played }{ $glyph }
analysis-progress = Analysing { $game } `#{ $id }`… { $done } / { $total } positions { $bar }
judged-title = { $ply }. { $side } { $played }{ $glyph }: winning chances { $before } % → { $after } %
judged-better = Better: { $better } (winning chances { $chances } %)
show-evaluation = Evaluation: { $side } { $chances } % to win
show-judged = { $ply }. { $played }{ $glyph }: better { $better }
hint-title = Hint, for you alone: { $best } ({ $count ->
    [one] 1 hint
   *[other] { $count } hints
} taken in this game)
analyse-button = Analyse
refusal-nothing-analysed = No game has ended in this channel yet. Give a game's number: /analyse id:12.
refusal-analyse-game-on = Game #{ $id } is still being played: it can be analysed once it is over. (Against me, /hint shows my best move.)
refusal-analyse-no-moves = Game #{ $id } has no moves to analyse.
refusal-analysis-gone = Game #{ $id } is not analysed any more (the engine has changed since): /analyse it again.
refusal-analysis-server-busy = A game of this server is being analysed right now; please try again when it is done.
refusal-analysis-busy = I am analysing as many games as I can right now; please try again in a few minutes.
refusal-analysis-failed = The analysis of game #{ $id } stopped before it was done; what was found is kept: /analyse it again.
refusal-hint-people = Hints are only for games against me: in a game between people, nobody gets help from the engine.
refusal-hint-my-turn = It is my turn; a hint is for your own turn.
refusal-hint-cooldown = Please wait { $seconds } s before asking for another hint.

## Puzzles

puzzle-title = Puzzle `#{ $id }` · { $game } · { $side } to move: find the best move, and { $how }.
how-puzzle-discord = answer with /puzzle move:
how-puzzle-console = type your move (moves lists them)
puzzle-going = You have this puzzle going:
puzzle-from = From { $players }, { $date }.
puzzle-correct = Correct: { $played }. The answer: { $reply }.
puzzle-solved = Solved: { $played } { $theme ->
    [mate] wins the game.
   *[other] wins clearly.
}
puzzle-failed = Not this time: { $played } is not it. The solution: { $solution }.
puzzle-ratings = Your { $game } puzzle rating: { $before } → { $after } (the puzzle's: { $puzzle_before } → { $puzzle_after }).
refusal-no-puzzle-left = There is no { $game ->
    [any] puzzle
   *[other] { $game } puzzle
} here that you have not tried yet.
refusal-no-puzzle-going = You have no puzzle going: /puzzle gives you one.
settings-daily = Daily puzzle: in { $channel } from { $hour }:00 UTC.
settings-daily-off = Daily puzzle: off (/settings daily_puzzle: to post one every day).
daily-title = **Daily puzzle** · { $game } · { $side } to move. Press Solve to try it (only you see your moves).
daily-nobody = Nobody solved yesterday's puzzle.
daily-solvers = Yesterday's puzzle was solved by { $who }.
daily-solve = Solve
refusal-daily-hour = The hour is from 0 to 23 (UTC).
refusal-daily-channel = Choose the channel for the daily puzzle (daily_puzzle:).
refusal-puzzle-other-going = You have another puzzle going: finish it first (/puzzle).
refusal-puzzle-tried = You have tried this puzzle already.

## Live games: clocks

status-live = { $status }. { $clock }
clock-running = { $low ->
    [yes] ⏰ Low on time: { $side }'s flag falls { $when }
   *[no] ⏱ { $side }'s flag falls { $when }
}
clock-first-move = ⏱ { $side } must make a first move { $when }, or the game is aborted
pace-live = ⏱ Live game, { $control }: { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} each, { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} added per move.
flag-fell = ⏱ { $result }
flag-first-move = ⏱ The game of { $game } is aborted: { $side } ({ $who }) did not make a first move in time. It has no result.
refusal-flag-fell = Your time ran out before your move arrived: the game ended on time.
refusal-bad-clock = “{ $typed }” is not a time control: give minutes each and seconds added per move, like 5+3 ({ $min }–{ $max } minutes, 0–{ $seconds } seconds).
clock-choice = { $control } · { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} each, { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} per move
rematch-button = Rematch
refusal-rematch-going = This game is still being played: a rematch comes after it ends.
refusal-claim-live = This game has a clock: when a flag falls, the game ends by itself.
refusal-flag-fallen = A clock has run out: the game is over on time.

# Tournaments (/tournament).
tournament-default-name = Tournament #{ $id }
tournament-announcement = { $name } (#{ $id }): a { $format ->
    [round-robin] round robin
    [double-round-robin] double round robin
   *[swiss] Swiss of { $rounds } rounds
} of { $game }, organised by { $organiser }.
tournament-correspondence = Correspondence: { $days ->
    [one] 1 day
   *[other] { $days } days
} a round.
tournament-players = Players ({ $count }): { $players }
tournament-bot-entrant = { $who } (level { $level })
tournament-open = Press Join to play. { $organiser } starts it with `/tournament start` once at least { $least } have joined.
tournament-open-until = Press Join to play. It starts by itself { $at }, if at least { $least } have joined.
tournament-running = Round { $round } of { $rounds } is being played.
tournament-finished = It is over: see `/tournament standings`.
tournament-cancelled = It was called off.
button-join = Join
button-leave = Leave
tournament-summary = #{ $id } { $name }: { $game }, { $format ->
    [round-robin] round robin
    [double-round-robin] double round robin
   *[swiss] Swiss
}, { $status ->
    [open] open to join
    [running] round { $round } of { $rounds }
    [finished] finished
   *[cancelled] called off
}
tournament-list = Tournaments on this server — page { $page } of { $pages } ({ $total } in all):
tournament-list-past = Past tournaments on this server — page { $page } of { $pages } ({ $total } in all):
tournament-list-more = … and { $count } more of this page that one message cannot hold (`/tournament show id:` shows any tournament).
tournament-list-none = No tournament is going on this server. A member who may manage the server announces one with `/tournament create`.
tournament-list-none-past = This server has no finished tournament yet.
tournament-round = { $name }, round { $round } of { $rounds }:
tournament-board = Board { $board }: { $first } – { $second } in { $thread }
tournament-board-here = Board { $board }: { $first } – { $second }
tournament-board-decided = Board { $board }: { $first } – { $second }: { $result ->
    [first-forfeit] won by { $first } by forfeit
    [second-forfeit] won by { $second } by forfeit
   *[double-forfeit] not played
}
tournament-board-bye = { $who } has the bye (a point) this round.
tournament-round-ends = Games not over { $at } are decided then: the player out of time loses, else it is a draw.
tournament-game = { $name }, round { $round }, board { $board }.
tournament-leaders = Standings after round { $round }:
tournament-podium = Final standings:
standings-line = { $place }. { $who } — { $points }
tournament-over = { $name } is over!
tournament-withdrawn = { $who } has withdrawn from the tournament.
refusal-no-tournament = There is no such tournament on this server.
refusal-tournament-manager = Only a member who may manage this server can announce a tournament here (a manager can let everyone with `/settings tournaments:True`).
refusal-tournament-server = Tournaments are played on a server, not in direct messages.
refusal-tournament-rounds = A Swiss needs a number of rounds: add `rounds:`.
refusal-tournament-rounds-range = A Swiss has from 1 to { $most } rounds.
refusal-tournament-name = A tournament's name is at most 60 characters long.
refusal-tournament-full = This tournament is full ({ $most } players).
refusal-tournament-joined = You are in this tournament already.
refusal-tournament-not-in = You are not in this tournament.
refusal-tournament-started = This tournament has started: nobody joins any more.
refusal-tournament-leave-running = This tournament has started. To stop playing in it, use `/tournament withdraw`: your remaining games are forfeited.
refusal-tournament-over = This tournament is over.
refusal-tournament-organiser = Only { $them }, who organised it, or a member who may manage this server can start it.
refusal-tournament-too-few = { $count ->
    [one] Only 1 player has
   *[other] Only { $count } players have
} joined: a tournament starts with at least { $least }.
refusal-tournament-rounds-players = A Swiss of { $rounds } rounds needs more than { $rounds } players, and { $count } have joined. Wait for more, or announce one with fewer rounds.
refusal-tournament-not-running = This tournament is not being played.
refusal-tournament-not-begun = { $name } has not started yet: there are no standings.
refusal-board-started = This board's game has started already.
tournament-thread-name = Round { $round }, board { $board }: { $first } – { $second }
tournament-adjudicated = The round's time is up: { $result }.
refusal-abort-tournament = A tournament game cannot be called off: play it out or resign (a first move never made loses the game by forfeit).
tournament-no-show = { $who } never made a first move before the round's time was up: the game is lost by forfeit.
tournament-called-off = { $name } was called off by { $who }.
refusal-tournament-cancel = Only { $them }, who organised it, or a member who may manage this server can call it off.
refusal-tournament-no-thread = A tournament plays every game in a thread of its own, and I cannot start threads here: announce it in a text channel where I may create public threads.
