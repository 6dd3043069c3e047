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

## 和棋、悔棋、取消与超时判胜

draw-offered = { $who }（{ $side }）提议和棋。{ $them }，请接受或拒绝（走一步也算拒绝）。
draw-declined = { $who } 拒绝了和棋提议。对局继续：{ $status }
draw-accepted = { $who } 接受了和棋提议。{ $result }
takeback-asked = { $who }（{ $side }）请求收回自己的着法 { $move }。{ $them }，请接受或拒绝。
takeback-declined = { $who } 拒绝悔棋。对局继续。
takeback-done = { $who } 同意：{ $them } 的着法 { $move } 已收回。{ $status }
aborted = { $who } 取消了这局{ $game }（{ $players }）。不计结果。
claimed = { $who } 因对方超时申请判胜。{ $result }
button-accept-draw = 接受和棋
button-decline-draw = 拒绝和棋
button-accept-takeback = 同意悔棋
button-decline-takeback = 拒绝悔棋
refusal-draw-standing = 你已经提议和棋；在 { $them } 回应或走棋之前，提议一直有效。
refusal-takeback-standing = 你已经请求悔棋；请等 { $them } 回应。
refusal-nothing-to-take-back = 你还没有走棋，没有可以收回的着法。
refusal-abort-not-a-player = 只有对局双方（{ $players }）或管理员可以取消这局棋。
refusal-abort-too-late = 双方都已走棋，这局棋不能再取消。你可以认输或提议和棋；管理员仍可取消。
refusal-claim-own-turn = 现在轮到你走：只有你的对手可以申请超时判胜。
refusal-claim-too-early = { $who } 还有 { $left } 可以走棋（这里每步限时 { $limit }）。时限过后你才能申请判胜。
refusal-stale-button = 这个按钮已经失效。
refusal-own-draw-offer = 这是你自己的和棋提议；只有 { $them } 可以回应。
refusal-own-takeback = 这是你自己的悔棋请求；只有 { $them } 可以回应。
refusal-no-move-any-more = 已经没有可以收回的着法了。
refusal-offer-closed = { $what ->
    [draw] 那个和棋提议已经失效。
   *[takeback] 那个悔棋请求已经失效。
}
refusal-no-offer = { $what ->
    [draw] 没有需要回应的和棋提议。
   *[takeback] 没有需要回应的悔棋请求。
}
