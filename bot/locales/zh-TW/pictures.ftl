# 棋盤圖片上的文字。任何語言放在這裡的每個字都必須在內嵌的字型中（機器人的測試會逐一繪製）。

picture-to-move = 走棋
picture-move = 第 { $number } 回合
picture-game-over = 對局結束
