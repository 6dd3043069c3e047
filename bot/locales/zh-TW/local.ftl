# 本地（控制台）模式自己的話。它的命令（moves、board、rules、undo、draw、resign、quit）在任何語言中都用英文輸入。

local-player = 玩家 { $n }
local-computer = 電腦（難度 { $level }）
local-players = { $game }：{ $first }（{ $first_player }）對 { $second }（{ $second_player }）
local-help = 輸入著法，或：moves（著法列表）、board（棋盤）、rules（規則）、undo（悔棋）、draw（和棋）、resign（認輸）、quit（退出）。
local-left = 對局未完，已離開。
local-input-ended = 輸入已結束；對局未完。
local-resuming = 繼續第 { $id } 局{ $game }，第 { $ply } 步。
local-rules-picture = 各棋子的走法：{ $path }
local-error = 錯誤：{ $message }
local-result = 結果：{ $result }
local-nothing-to-undo = 沒有可以收回的著法。
local-hand = { $side }手中：{ $pieces }
local-after-game = 對局結束。輸入 analyse 查看引擎的評判，或輸入 quit 離開。
local-analysing = 正在分析…… { $done } / { $total } 個局面
local-analysis-picture = 形勢圖：{ $path }
local-puzzle-picture = 棋盤：{ $path }
local-puzzle-next = 輸入 next 做下一道謎題，或輸入 quit 離開。
local-learn-help = 輸入你在練習中的著法，或：moves、board、again、back、next、quit。
local-puzzle-help = 輸入你在謎題中的著法，或：moves、board、next、quit。
local-clocks = ⏱ { $first } { $first_clock } · { $second } { $second_clock }
local-board = { $player } 的棋盤：{ $link }
