# 棋盘图片上的文字。任何语言放在这里的每个字都必须在嵌入的字体中（机器人的测试会逐一绘制）。

picture-to-move = 走棋
picture-move = 第 { $number } 回合
picture-game-over = 对局结束

legend-title = { $game }：各棋子的走法
legend-moves-or-captures = 可走可吃
legend-moves-only = 只走不吃
legend-captures-only = 只能吃子
legend-over-one-piece = 须隔一子
legend-captures-over-one-piece = 隔一子吃
legend-jumps = 可跳越
legend-never-here = 永不停留
legend-own-half = { $piece }（己方半场）
legend-across-river = { $piece }（过河后）

# The evaluation graph of an analysed game (/analyse).
graph-title = { $game } #{ $id }：胜率走势
graph-inaccuracy = 轻微失误
graph-mistake = 错误
graph-blunder = 严重错误

# /tournament standings
picture-tournament-default = { $game } #{ $id }
standings-title = { $name }：第{ $round }轮后排名
standings-title-final = { $name }：最后排名
standings-tiebreaks-round-robin = 同分先看直接对局，再看 SB
standings-tiebreaks-swiss = 同分先看 BH-1，再看 BH，再看胜局数
standings-place = 名次
standings-player = 棋手
standings-rating = 等级分
standings-round = 第{ $round }轮
standings-points = 得分
standings-sb = SB
standings-bh1 = BH-1
standings-bh = BH
standings-wins = 胜局
