# 我的回复（简体中文）：频道中的回复与只给一位玩家看的拒绝。键与 en-US 相同。

## 时长

duration-day = { $n } 天
duration-hour = { $n } 小时
duration-minute = { $n } 分钟
duration-second = { $n } 秒
duration-joiner = {""}

## 各处的拒绝

refusal-no-game = 本频道没有进行中的对局。用 /挑战 开始一局。
refusal-position-changed = 你的命令到达之前局面已经变了（有人先走了一步），所以什么也没做。请看新的棋盘再试一次。
refusal-internal = 我这边出了问题，什么也没有改变。请再试一次。
refusal-busy-game = 本频道已有进行中的对局。请到别的频道或讨论串下棋。
refusal-busy-challenge = 本频道已有未回应的挑战。请到别的频道或讨论串下棋。
refusal-not-a-player = 你没有参加这局棋（{ $players }）。
refusal-game-over = 那局棋已经结束（{ $result }）；这个按钮不再有作用。

## 玩家与结果

players-line = { $first } 对 { $second }
player = { $side } { $who }
player-engine = { $side } { $who }（难度 { $level }）
result-won = **{ $result }** —— { $winner } 战胜 { $loser }
result-drawn = **{ $result }**
result-aborted = 已取消

## 走棋

status-to-move = { $check ->
    [yes] 轮到{ $side }走（被将军），{ $who }
   *[no] 轮到{ $side }走，{ $who }
}
status-thinking = { $check ->
    [yes] 轮到{ $side }走（被将军）：{ $who } 正在思考…
   *[no] 轮到{ $side }走：{ $who } 正在思考…
}
turn-check = ，将军
turn-pass = 。{ $side }无棋可走，停着
turn-warning = ⚠️ { $side }：{ $warning }。
refusal-not-your-turn = 还没轮到你：现在轮到{ $side }走（{ $who }）。
refusal-illegal-move = { $reason }。
refusal-move-too-long = 这不是着法：着法最多 { $max } 个字符，就像 /着法 列出的那样。

## 挑战

challenge-sides-random = 先后手随机决定
challenge-sides = { $me } 执{ $mine }，你执{ $yours }
challenge = { $position ->
    [yes] { $them }，{ $me } 邀请你从所示局面下一局**{ $game }**（{ $sides }）。挑战有效期 { $open }。
   *[no] { $them }，{ $me } 邀请你下一局**{ $game }**（{ $sides }）。挑战有效期 { $open }。
}
challenge-declined = { $them } 拒绝了 { $me } 的{ $game }挑战。
challenge-withdrawn = { $me } 撤回了给 { $them } 的挑战。
game-on = 对局开始！**{ $game }**：{ $players }。{ $status }
button-accept = 接受
button-decline = 拒绝
button-cancel = 撤回
ratings-after = 等级分：{ $first }，{ $second }
resigned = { $who }（{ $side }）认输。{ $result }
board-line = **{ $game }**：{ $players }。{ $status }
