# Slash commands as Discord lists them: each command's name and description, each option's
# (`cmd-<command>-<option>`), and the choices of the option lists (`choice-<label>`). Names
# follow Discord's rules: lower case, no spaces, at most 32 characters; descriptions and
# choices at most 100. English names are the commands' own and must not change.

cmd-challenge = challenge
    .description = Challenge someone to a game in this channel, or challenge me to play against the computer.
cmd-challenge-opponent = opponent
    .description = Who you want to play (choose me to play the computer)
cmd-challenge-game = game
    .description = Which game
cmd-challenge-side = side
    .description = Which side you play (default: random)
cmd-challenge-position = position
    .description = Start from this position string instead of the usual start
cmd-challenge-level = level
    .description = How strongly I play when you challenge me: 1 (gentle) to 8 (strongest); default 3
cmd-challenge-thread = thread
    .description = Play the game in a thread of its own (default: this server's setting)
cmd-challenge-clock = clock
    .description = Play against the clock: minutes each + seconds per move, like 5+3 (default: no clock)

cmd-move = move
    .description = Play a move in this channel's game (the list shows your legal moves as you type).
cmd-move-move = move
    .description = Your move, in any accepted notation

cmd-resign = resign
    .description = Resign this channel's game.
cmd-draw = draw
    .description = Offer a draw, or accept the draw your opponent offered.
cmd-takeback = takeback
    .description = Ask your opponent to let you take back your last move.
cmd-abort = abort
    .description = Call off this channel's game without a result (before both players have moved, or by a moderator).
cmd-claim = claim
    .description = Claim the game when your opponent has let the turn time limit run out.
cmd-board = board
    .description = Show the board of this channel's game.

cmd-moves = moves
    .description = List the legal moves in this channel's game, or show where one piece can go.
cmd-moves-square = square
    .description = A square, like e4: the board with that piece's moves marked

cmd-rules = rules
    .description = How a game is played, with a picture of its start position.
cmd-rules-game = game
    .description = Which game

cmd-games = games
    .description = The games you can play here, and the games in progress on this server.

cmd-orientation = orientation
    .description = Choose which way up boards are drawn for you (the Flip button turns any one board).
cmd-orientation-view = view
    .description = Which side goes at the bottom of the boards that answer you

cmd-pieces = pieces
    .description = Choose how the pieces of a game are drawn on the boards that answer you.
cmd-pieces-game = game
    .description = Which game
cmd-pieces-style = style
    .description = How its pieces are drawn for you

cmd-history = history
    .description = Finished and ongoing games, newest first, ten to a page.
cmd-history-player = player
    .description = Only games of this player
cmd-history-game = game
    .description = Only this game
cmd-history-scope = scope
    .description = This server (default) or this channel

cmd-show = show
    .description = Any game at any ply, with buttons to step through it.
cmd-show-id = id
    .description = The game's number (from /history)
cmd-show-ply = ply
    .description = The ply to show (default: the last)

cmd-export = export
    .description = A game's record as a file (PGN; Xiangqi in the form Fairy-Stockfish tools read).
cmd-export-id = id
    .description = The game's number (from /history)

cmd-replay = replay
    .description = An animated picture of a whole game, one frame per move.
cmd-replay-id = id
    .description = The game's number (from /history)

cmd-analyse = analyse
    .description = The engine's verdict on a finished game: accuracy, mistakes, the better moves, a graph.
cmd-analyse-id = id
    .description = The game's number (default: the last game that ended in this channel)

cmd-hint = hint
    .description = Your best move, shown to you alone, in a game against me (the record counts hints).

cmd-learn = learn
    .description = Lessons for each game, from the first move to the first mate: /learn carries on where you stopped.
cmd-learn-game = game
    .description = Which game to learn (default: the one you learned last)
cmd-learn-move = move
    .description = Your move in the exercise you are on

cmd-puzzle = puzzle
    .description = A puzzle for you alone, from this server's games first; answer it with move:.
cmd-puzzle-game = game
    .description = Which game (default: any)
cmd-puzzle-move = move
    .description = Your move in the puzzle you have going

cmd-rating = rating
    .description = A player's ratings and results on this server.
cmd-rating-player = player
    .description = Whose (default: yours)
cmd-rating-pace = pace
    .description = Live games or correspondence games (default: both)

cmd-leaderboard = leaderboard
    .description = The best players of a game on this server.
cmd-leaderboard-game = game
    .description = Which game
cmd-leaderboard-pace = pace
    .description = Live games or correspondence games (default: correspondence)

cmd-settings = settings
    .description = This server's settings: reminders, the turn time limit, how boards are drawn, the language.
cmd-settings-reminder_hours = reminder_hours
    .description = Remind the player to move after this many hours (0: never)
cmd-settings-timeout_hours = timeout_hours
    .description = Hours per turn before the opponent may claim the game
cmd-settings-orientation = orientation
    .description = How boards are drawn for players who chose nothing
cmd-settings-pieces = pieces
    .description = How pieces are drawn for players who chose nothing
cmd-settings-pieces_game = pieces_game
    .description = The game the pieces setting is for (every game if left out)
cmd-settings-language = language
    .description = The language of the bot's posts in this server (turns, challenges, results)
cmd-settings-threads = threads
    .description = Whether each challenge starts its game in a thread of its own
cmd-settings-tournaments = tournaments
    .description = Whether every member may announce tournaments (default: only managers)
cmd-settings-daily_puzzle = daily_puzzle
    .description = Post a puzzle every day in this channel
cmd-settings-daily_puzzle_hour = daily_puzzle_hour
    .description = The hour (UTC, 0-23) the daily puzzle is posted at; default 12
cmd-settings-daily_puzzle_off = daily_puzzle_off
    .description = Stop posting the daily puzzle

choice-xiangqi = Xiangqi
choice-american-chess = American Chess
choice-amalgamated-chess = Amalgamated Chess
choice-abstract-chess = Abstract Chess
choice-chess-1999 = Chess 1999
choice-i-move-first = I move first
choice-i-move-second = I move second
choice-random = Random
choice-side-to-move-at-the-bottom = Side to move at the bottom
choice-my-side-at-the-bottom = My side at the bottom
choice-this-server = This server
choice-this-channel = This channel
choice-chinese-characters-xiangqi = Chinese characters (Xiangqi)
choice-pictures = Pictures
choice-letters = Letters
choice-the-default = The default
choice-english = English
choice-simplified-chinese = Simplified Chinese
choice-traditional-chinese = Traditional Chinese
choice-the-server-s-discord-language = The server's Discord language
choice-live-with-a-clock = Live (with a clock)
choice-correspondence = Correspondence

cmd-tournament = tournament
    .description = Tournaments: announce one, start it, see its standings, list them, withdraw.
cmd-tournament-create = create
    .description = Announce a tournament in this channel; players join with its buttons (managers only).
cmd-tournament-create-game = game
    .description = Which game
cmd-tournament-create-format = format
    .description = Round robin (everyone meets everyone) or Swiss (paired by score)
cmd-tournament-create-rounds = rounds
    .description = A Swiss's number of rounds
cmd-tournament-create-clock = clock
    .description = The games' clock, like 5+3 (default: correspondence, a round lasting days)
cmd-tournament-create-days = days
    .description = Days a correspondence round lasts (default 7)
cmd-tournament-create-starts_in = starts_in
    .description = Start by itself this many hours from now (default: when you use /tournament start)
cmd-tournament-create-name = name
    .description = Its name
cmd-tournament-create-bot_level = bot_level
    .description = Enter me, the computer, at this level (1-8) to make the numbers even
cmd-tournament-start = start
    .description = Start your tournament now (its organiser, or a manager).
cmd-tournament-start-id = id
    .description = The tournament's number (#3 in its announcement)
cmd-tournament-standings = standings
    .description = The standings of a tournament of this server (the newest, unless you give its number).
cmd-tournament-standings-id = id
    .description = The tournament's number
cmd-tournament-list = list
    .description = The tournaments of this server: those going, or the past ones.
cmd-tournament-list-past = past
    .description = List the finished ones instead
cmd-tournament-withdraw = withdraw
    .description = Leave a tournament you are playing in: your game going and the rest are forfeited.
cmd-tournament-withdraw-id = id
    .description = The tournament's number
choice-round-robin = Round robin
choice-double-round-robin = Double round robin
choice-swiss = Swiss
cmd-tournament-show = show
    .description = A tournament of this server: what it is, who plays, and its standings.
cmd-tournament-show-id = id
    .description = The tournament's number
cmd-tournament-cancel = cancel
    .description = Call off a tournament (its organiser, or a manager): its games going end as games.
cmd-tournament-cancel-id = id
    .description = The tournament's number
