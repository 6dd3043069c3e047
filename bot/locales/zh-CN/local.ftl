# 本地（控制台）模式自己的话。它的命令（moves、board、rules、undo、draw、resign、quit）在任何语言中都用英文输入。

local-player = 玩家 { $n }
local-computer = 电脑（难度 { $level }）
local-players = { $game }：{ $first }（{ $first_player }）对 { $second }（{ $second_player }）
local-help = 输入着法，或：moves（着法列表）、board（棋盘）、rules（规则）、undo（悔棋）、draw（和棋）、resign（认输）、quit（退出）。
local-left = 对局未完，已离开。
local-input-ended = 输入已结束；对局未完。
local-resuming = 继续第 { $id } 局{ $game }，第 { $ply } 步。
local-rules-picture = 各棋子的走法：{ $path }
local-error = 错误：{ $message }
local-result = 结果：{ $result }
local-nothing-to-undo = 没有可以收回的着法。
local-hand = { $side }手中：{ $pieces }
local-after-game = 对局结束。输入 analyse 查看引擎的评判，或输入 quit 离开。
local-analysing = 正在分析…… { $done } / { $total } 个局面
local-analysis-picture = 形势图：{ $path }
local-puzzle-picture = 棋盘：{ $path }
local-puzzle-next = 输入 next 做下一道谜题，或输入 quit 离开。
local-learn-help = 输入你在练习中的着法，或：moves、board、again、back、next、quit。
local-puzzle-help = 输入你在谜题中的着法，或：moves、board、next、quit。
local-clocks = ⏱ { $first } { $first_clock } · { $second } { $second_clock }
local-board = { $player } 的棋盘：{ $link }
