# Words drawn on board pictures. Every character any language puts here must be in the
# embedded font (the bot's tests draw each one).

# In the bar of the side to move, after its name.
picture-to-move = to move
# At the right of the bottom bar.
picture-move = Move { $number }
picture-game-over = Game over
