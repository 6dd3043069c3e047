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
refusal-busy-game = This channel already has a game in progress. Play in another channel or a thread.
refusal-busy-challenge = This channel already has an open challenge. Play in another channel or a thread.
refusal-not-a-player = You are not playing in this game ({ $players }).
refusal-game-over = That game is over ({ $result }); this button no longer does anything.

## Players and results

players-line = { $first } vs { $second }
player = { $side } { $who }
player-engine = { $side } { $who } (level { $level })
result-won = **{ $result }** — { $winner } beat { $loser }
result-drawn = **{ $result }**
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
turn-pass = . { $side } has no legal move and passes
turn-warning = ⚠️ { $side }: { $warning }.
refusal-not-your-turn = It is not your turn: { $side } to move ({ $who }).
refusal-illegal-move = { $reason }.
refusal-move-too-long = That is not a move: moves are at most { $max } characters, like the ones /moves lists.

## Challenges

challenge-sides-random = sides will be drawn at random
challenge-sides = { $me } plays { $mine }, you play { $yours }
challenge = { $position ->
    [yes] { $them }, { $me } challenges you to a game of **{ $game }**, from the position shown ({ $sides }). The challenge is open for { $open }.
   *[no] { $them }, { $me } challenges you to a game of **{ $game }** ({ $sides }). The challenge is open for { $open }.
}
challenge-declined = { $them } declined { $me }'s challenge to a game of { $game }.
challenge-withdrawn = { $me } withdrew the challenge to { $them }.
game-on = Game on! **{ $game }**: { $players }. { $status }
button-accept = Accept
button-decline = Decline
button-cancel = Cancel
# After a rated game's result: "Ratings: <@1> 1500 → 1516 (+16), <@2> 1500 → 1484 (−16)".
ratings-after = Ratings: { $first }, { $second }
resigned = { $who } ({ $side }) resigns. { $result }
board-line = **{ $game }**: { $players }. { $status }

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
