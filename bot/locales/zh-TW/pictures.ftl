# 棋盤圖片上的文字。任何語言放在這裡的每個字都必須在內嵌的字型中（機器人的測試會逐一繪製）。

picture-to-move = 走棋
picture-move = 第 { $number } 回合
picture-game-over = 對局結束

legend-title = { $game }：各棋子的走法
legend-moves-or-captures = 可走可吃
legend-moves-only = 只走不吃
legend-captures-only = 只能吃子
legend-over-one-piece = 須隔一子
legend-captures-over-one-piece = 隔一子吃
legend-jumps = 可跳越
legend-never-here = 永不停留
legend-own-half = { $piece }（己方半場）
legend-across-river = { $piece }（過河後）

# The evaluation graph of an analysed game (/analyse).
graph-title = { $game } #{ $id }：勝率走勢
graph-inaccuracy = 輕微失誤
graph-mistake = 錯誤
graph-blunder = 嚴重錯誤

# /tournament standings
picture-tournament-default = { $game } #{ $id }
standings-title = { $name }：第{ $round }輪後排名
standings-title-final = { $name }：最後排名
standings-tiebreaks-round-robin = 同分先看直接對局，再看 SB
standings-tiebreaks-swiss = 同分先看 BH-1，再看 BH，再看勝局數
standings-place = 名次
standings-player = 棋手
standings-rating = 等級分
standings-round = 第{ $round }輪
standings-points = 得分
standings-sb = SB
standings-bh1 = BH-1
standings-bh = BH
standings-wins = 勝局
