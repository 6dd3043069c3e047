# Words drawn on board pictures. Every character any language puts here must be in the
# embedded font (the bot's tests draw each one).

# In the bar of the side to move, after its name.
picture-to-move = to move
# At the right of the bottom bar.
picture-move = Move { $number }
picture-game-over = Game over

# The legend of a game's pieces (/rules).
legend-title = { $game }: how each piece moves
legend-moves-or-captures = moves or captures
legend-moves-only = moves, no capture
legend-captures-only = captures only
legend-over-one-piece = only over one piece
legend-captures-over-one-piece = captures over one piece
legend-jumps = jumps
legend-never-here = never stands here
# A piece drawn on each half, as it changes at the river.
legend-own-half = { $piece } (own half)
legend-across-river = { $piece } (across the river)

# The evaluation graph of an analysed game (/analyse).
graph-title = { $game } #{ $id }: winning chances
graph-inaccuracy = inaccuracy
graph-mistake = mistake
graph-blunder = blunder

# A tournament's standings (/tournament standings).
picture-tournament-default = { $game } tournament #{ $id }
standings-title = { $name }: standings after round { $round }
standings-title-final = { $name }: final standings
standings-tiebreaks-round-robin = Ties are broken by direct encounter, then Sonneborn-Berger (SB)
standings-tiebreaks-swiss = Ties are broken by Buchholz cut 1 (BH-1), then Buchholz (BH), then wins
standings-place = #
standings-player = Player
standings-rating = Rating
standings-round = R{ $round }
standings-points = Points
standings-sb = SB
standings-bh1 = BH-1
standings-bh = BH
standings-wins = Wins
