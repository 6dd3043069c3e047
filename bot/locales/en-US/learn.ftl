## Lessons (/learn). The lessons' own titles and introductions are below the general words.

learn-title = { $game } · { $lesson } · exercise { $number } of { $total }
learn-changed = This exercise has changed since you started it; here it is from its start.
learn-going = You were on this exercise:
learn-goal-stars = { $side } to move: reach every star ({ $left ->
    [one] one left
   *[other] { $left } left
}) in { $par ->
    [one] one move
   *[other] { $par } moves
} for three stars. The other side does not move.
learn-goal-win = { $side } to move: win in { $par ->
    [one] one move
   *[other] { $par } moves
}.
learn-goal-draw = { $side } to move: make the game a draw within { $par ->
    [one] one move
   *[other] { $par } moves
}.
learn-goal-escape = { $side } to move: you are in check. Get out of it.
learn-back = ◀ Back
learn-again = Start again
learn-next = Skip ▶
learn-how = { $how }
how-learn-discord = Move with /learn move: (it lists the legal moves as you type).
how-learn-console = Type your move (moves lists them; again, back and next change the exercise).
learn-moved = { $played }.
learn-star = { $played }: a star reached.
learn-answered = { $played }, answered by { $reply }.
learn-solved = { $played }: done in { $used ->
    [one] one move
   *[other] { $used } moves
} (par { $par }): { $stars }
learn-failed = { $played }: not this time. { $why } Try again from the start:
learn-failed-answered = The answer { $reply } holds.
learn-failed-not-yet = That was the last move and the goal is not reached.
learn-failed-ended = The game ended another way.
learn-path-done = That was the last exercise of { $game }: the whole path is done. /learn game: starts another game's.
learn-overview = Lessons for each game, from the first move to the first mate. Start with /learn game:
learn-finished = Finished the { $game } lessons: { $stars } of { $most } stars.
learn-overview-game = { $game }: { $solved } of { $total } exercises, { $stars } of { $most } stars.
refusal-learn-none = This game has no lessons yet.
refusal-learn-none-going = You are not on an exercise: /learn starts one.
refusal-learn-broken = This lesson cannot be shown; the operator has been told.
refusal-learn-unanswerable = In this exercise the other side never moves, so a move it would have to answer (a check), or one that ends the game before the last star, is not played here: find another way.
learn-board-link = Your { $game } lessons on the board: { $link }
    This link is yours alone: anyone who has it learns as you. It works until { $until }; **Revoke** ends it now.
learn-link-revoked = { $count ->
    [0] You had no working link to these lessons.
    [one] Your link to these lessons no longer works.
   *[other] Your { $count } links to these lessons no longer work.
}
refusal-lessons-link-revoked = This lessons link was revoked. Press **Board** under an exercise (/learn) for a new one.
refusal-lessons-link-expired = This lessons link has expired. Press **Board** under an exercise (/learn) for a new one.
