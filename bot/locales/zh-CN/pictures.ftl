# 棋盘图片上的文字。任何语言放在这里的每个字都必须在嵌入的字体中（机器人的测试会逐一绘制）。

picture-to-move = 走棋
picture-move = 第 { $number } 回合
picture-game-over = 对局结束
