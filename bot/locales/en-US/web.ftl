# The board page (bot/src/web) and its links.

refusal-link-elsewhere = That game is not played in this channel.
refusal-link-unavailable = The bot could not make a link just now; try again in a moment.
refusal-link-unknown = This board link is not one the bot gave out. Press **Board** under the game for a link of your own.
refusal-link-revoked = This board link was revoked. Press **Board** under the game for a new one.
refusal-link-expired = This board link has expired. Press **Board** under the game for a new one.
refusal-link-watching = You are watching this game: only its players move.
refusal-link-game-over = That game is over: a new game in its channel is not played from its link.
page-over = The game is over: { $result }
page-title = { $game }: { $first } vs { $second }
page-you-play = You play { $side }.
page-watching = You are watching.
page-flip = Flip board
page-moves = Moves
page-connecting = Connecting…
page-reconnecting = Connection lost; reconnecting…
page-your-turn = Your move.
page-type-move = Type a move
page-send = Play
page-sound = Sound
page-position = Position
page-hand = In hand
page-pass = Pass
page-choose = Choose what it becomes
page-link-help = Press **Board** under a game in Discord for a link of your own.
board-link = Your board for game #{ $game }: { $link }
    This link is yours alone: anyone who has it plays as you. It works until { $until }; **Revoke** ends it now.
board-link-revoked = { $count ->
    [0] You had no working link to this game.
    [one] Your link to this game no longer works.
   *[other] Your { $count } links to this game no longer work.
}
page-not-understood = The board sent something the bot does not understand; nothing was done. Reload the page.
page-too-fast = Too many messages at once; nothing was done. Wait a moment.
button-board = Board
button-revoke = Revoke
page-resign = Resign
page-resign-sure = Resign this game?
page-offer-draw = Offer a draw
page-accept-draw = Accept the draw
page-takeback = Ask to take back
page-accept-takeback = Allow the takeback
page-decline = Decline
page-draw-offered = A draw is offered.
page-takeback-asked = A takeback is asked for.
page-premove-set = premove queued (a click cancels it)
page-premove-gone = Your premove was not legal when your turn came; it was not played.
page-link-missing = This board link is missing. Press **Board** under the game in Discord for a link of your own.
page-analysis-elsewhere = This board does not start analyses: ask for one with /analyse in the game's channel (at the console, type analyse).
page-replay = Replay
page-analysis = Analysis
page-draw-sure = Offer your opponent a draw?
page-takeback-sure = Ask your opponent to take back your last move?
launch-no-page = This bot does not serve the board page, so there is no board to open here: the game's boards are in the chat.
page-here = Here now:
activity-not-enabled = This bot is not set up to open its board inside Discord.
activity-bad-code = Discord did not confirm who you are: close the activity and open it again.
activity-no-instance = Discord does not know this activity: close it and open it again from the game's channel.
activity-not-in-instance = Discord does not list you in this activity: join it from the channel first.
activity-unreachable = The bot could not reach Discord to let you in; try again in a moment.
activity-no-game = No game has been played in this channel: start one with /challenge, then open the board.
activity-sdk-failed = Discord did not let the board in: close the activity and open it again.
