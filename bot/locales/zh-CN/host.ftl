# 我的回复（简体中文）：频道中的回复与只给一位玩家看的拒绝。键与 en-US 相同。

## 时长

duration-day = { $n } 天
duration-hour = { $n } 小时
duration-minute = { $n } 分钟
duration-second = { $n } 秒
duration-joiner = { " " }

## 各处的拒绝

refusal-no-game = 本频道没有进行中的对局。用 /挑战 开始一局。
refusal-position-changed = 你的命令到达之前局面已经变了（有人先走了一步），所以什么也没做。请看新的棋盘再试一次。
refusal-internal = 我这边出了问题，什么也没有改变。请再试一次。
refusal-database-unreachable = 我暂时连不上我的数据库；请稍后再试。
refusal-database-full = 我的数据库空间已满，什么也存不下。你的棋局都还在；等管理者腾出空间后再试。
refusal-database-read-only = 我的数据库暂时无法写入，什么也存不下。你的棋局都还在；请稍后再试。
refusal-busy-game = 本频道已有进行中的对局。请到别的频道或讨论串下棋。
refusal-busy-challenge = 本频道已有未回应的挑战。请到别的频道或讨论串下棋。
refusal-not-a-player = 你没有参加这局棋（{ $players }）。
refusal-game-over = 那局棋已经结束（{ $result }）；这个按钮不再有作用。

## 玩家与结果

players-line = { $first } 对 { $second }
player = { $side } { $who }
player-engine = { $side } { $who }（难度 { $level }）
result-won = { $result } —— { $winner } 战胜 { $loser }
result-drawn = { $result }
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
turn-move = { $side } { $played }
turn-pass = 。{ $side }无棋可走，停着
turn-warning = ⚠️ { $side }：{ $warning }。
turn-then = { " — " }{ $status }
refusal-not-your-turn = 还没轮到你：现在轮到{ $side }走（{ $who }）。
refusal-illegal-move = { $reason }。
refusal-move-too-long = 这不是着法：着法最多 { $max } 个字符，就像 /着法 列出的那样。

## 挑战

challenge-sides-random = 先后手随机决定
challenge-sides = { $me } 执{ $mine }，你执{ $yours }
challenge = { $position ->
    [yes] { $them }，{ $me } 邀请你从所示局面下一局{ $game }（{ $sides }）。挑战有效期 { $open }。
   *[no] { $them }，{ $me } 邀请你下一局{ $game }（{ $sides }）。挑战有效期 { $open }。
}
challenge-declined = { $them } 拒绝了 { $me } 的{ $game }挑战。
challenge-withdrawn = { $me } 撤回了给 { $them } 的挑战。
game-on = 对局开始！{ $game }：{ $players }。{ $status }
button-accept = 接受
button-decline = 拒绝
button-cancel = 撤回
ratings-after = 等级分：{ $first }，{ $second }
rating-change = { $who } { $before } → { $after }（{ $delta }）
resigned = { $who }（{ $side }）认输。{ $result }
board-line = { $game }：{ $players }。{ $status }

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

## 被拒绝的挑战

refusal-self-challenge = 你不能挑战自己。请选择另一位玩家作为对手。
refusal-bot-opponent = 你不能挑战 { $them }：它是机器人，其他机器人不在这里下棋。想和电脑下棋，请挑战我。
refusal-bad-position = 那个开局局面不能用：{ $why }。
refusal-position-over = 那个局面已经结束（{ $result }）。请选择一个还能继续下的局面。
refusal-channel-has-game = 本频道已有进行中的对局（{ $game }，{ $players }）。请先下完，或到别的频道或讨论串下棋。
refusal-channel-has-challenge = 本频道已有未回应的挑战（{ $me } 向 { $them } 发起的{ $game }挑战）。请等它被回应或过期，或到别的频道或讨论串下棋。
refusal-no-open-challenge = 本频道没有未回应的挑战。
refusal-no-such-challenge = 没有这个挑战。
refusal-challenge-closed = 这个挑战已经{ $how ->
    [accepted] 被接受
    [declined] 被拒绝
    [cancelled] 被撤回
   *[expired] 过期
}了。
refusal-challenge-just-answered = 这个挑战刚刚已被人回应。
refusal-own-challenge = 这是你自己发起的挑战；只有你的对手可以回应。按“撤回”可以撤回它。
refusal-challenge-for-another = 这个挑战是给 { $them } 的，不是给你的。
refusal-cancel-by-challenger = 只有挑战者可以撤回；请按“拒绝”。
refusal-cancel-not-yours = 只有 { $me } 可以撤回这个挑战。
challenge-expired = { $me } 向 { $them } 发起的{ $game }挑战无人回应，已过期。

## 棋盘、着法列表、游戏

refusal-board-out-of-date = 这个棋盘已经过时：之后又走了棋。用 /棋盘 查看当前对局。
orientation-turn = 回复你的棋盘现在把轮到走棋的一方放在下方（默认）。
orientation-own = 回复你的棋盘现在总把你自己这一方放在下方，你走棋后也一样。
games-title = { $title }（用 /挑战 开始一局）：
games-title-words = 这里可以下的棋
games-line = • { $game }（`{ $id }`），{ $files }×{ $ranks } { $cells ->
    [points] 点
   *[squares] 格
}，{ $first }对{ $second }
games-none-active = 这里现在没有进行中的对局。
games-active-title = 这里进行中的对局：
games-active-line = • { $channel } { $game }（#{ $id }），{ $players }，第 { $ply } 步
games-more = • ……还有更多：见 /历史。
button-flip = 翻转棋盘
legal-moves = 轮到{ $side }走，共有 { $count } 种合法着法：
legal-moves-more = ……还有 { $count } 种（输入着法即可检查）。
refusal-not-a-square = “{ $text }”不是这个棋盘上的位置：请用列字母和行号表示，如 e4。
refusal-no-piece-there = { $at } 上没有棋子。
piece-what = { $at } 上的{ $side }{ $piece }
piece-not-its-turn = { $what }现在不能走：轮到{ $side }走。
piece-no-moves = { $what }没有合法着法。
piece-moves = { $what }有 { $count } 种走法：{ $moves }。
piece-moves-marked = { $what }有 { $count } 种走法（已在棋盘上标出）。
refusal-timeout-not-in-server = 每步时限按服务器设置；请在服务器频道中使用。
refusal-timeout-not-moderator = 只有管理员可以更改每步时限。
refusal-timeout-range = 每步时限必须在 1 分钟到 90 天之间。
timeout-set = 这里的玩家现在每步有 { $limit }；超时后对手可以申请判胜。
refusal-too-often = 你在过去 { $window } 内已经 { $count } 次挑战或请求其他玩家；请等 { $wait } 后再试。

## 历史、回放、等级分

history-title = { $title } —— 第 { $page }/{ $pages } 页（共 { $total } 局）
history-title-words = { $where ->
    [channel] 本频道
   *[server] 本服务器
}{ $player ->
    [none] {""}
   *[other] { $player } 的
}{ $game ->
    [none] {""}
   *[other] { $game }
}对局
history-empty = 还没有对局。用 /挑战 开始一局。
history-line = `#{ $id }` { $game } —— { $players } —— { $result } —— { $date }
history-tournament = — 第 { $id } 号比赛，第 { $round } 轮
history-hints = —— 用了 { $count } 次提示
result-in-progress = 进行中，第 { $ply } 步
result-finished = 已结束
show-title = { $game } `#{ $id }` —— { $players } —— 第 { $ply }/{ $last } 步
show-result = { " — " }{ $result }
show-position = 局面：`{ $position }`
export-title = { $game } `#{ $id }` —— { $players } —— 共 { $count } 步。其中任何局面都可以开始新对局：`/查看对局 { $id } <步数>` 会给出用于 `/挑战 … 局面:` 的局面字符串。
replay-title = { $game } `#{ $id }` —— { $players } —— { $result } —— { $count } 步的回放{ $stride ->
    [1] {""}
   *[other] （为符合 Discord 的大小限制，每 { $stride } 步取一帧）
}。
refusal-ply-out-of-range = 第 #{ $id } 局共 { $last } 步；请选择 0 到 { $last } 之间的步数。
refusal-no-game-here = 本服务器没有第 #{ $id } 局。/历史 会列出所有对局。
refusal-record-broken = 这局棋的记录无法重放；什么也没有改变。
refusal-replay-failed = 无法生成回放。
ratings-none = { $who } 在这里还没有计分的对局。从标准开局开始的对局结束时计分（取消的对局不计）。
ratings-title = { $title }（Glicko-2）
ratings-title-words = { $who } 的等级分
ratings-line = • { $game }（{ $pace ->
    [live] 快棋
   *[correspondence] 通信棋
}）：{ $rating } ± { $spread } —— { $record }
leaderboard-empty = 这里还没有人有{ $game }{ $pace ->
    [live] 快棋
   *[correspondence] 通信棋
}等级分：下完一局就能上榜。
leaderboard-title = { $game }排行榜（{ $pace ->
    [live] 快棋
   *[correspondence] 通信棋
}）
leaderboard-line = { $rank }. { $who } —— { $rating } ± { $spread } —— { $record }
record = { $wins } 胜，{ $losses } 负，{ $draws } 和

## 设置与提醒

style-characters = 汉字
style-pictures = 图案
style-letters = 字母
refusal-style-not-offered = { $game }没有这种样式；它有：{ $styles }。
refusal-settings-not-in-server = 设置属于服务器；请在服务器中使用。
refusal-settings-not-manager = 只有可以管理本服务器的成员才能更改设置。
refusal-reminder-range = 提醒必须在 90 天以内（0 表示关闭提醒）。
refusal-choose-one-game = 请选择一种棋。
settings-saved-limits = 设置已保存。时限适用于从现在起开始的对局；进行中的对局保持开始时的时限。
settings-saved = 设置已保存。
settings-current = 本服务器的设置：
settings-body = • 每步时限：{ $limit }（超时后对手可以用 /超时判胜）
    • 提醒轮到走棋的玩家：{ $reminder }
    • 棋盘显示：{ $orientation ->
        [own] 每位玩家自己的一方在下方
       *[turn] 轮到走棋的一方在下方
    }（玩家可以用 /棋盘方向 自行选择）
    • 棋子：{ $pieces }（玩家可以用 /棋子样式 自行选择）
    • 我发帖所用的语言：{ $language }
    • 新对局：{ $threads ->
        [yes] 各自在新的子区中进行（挑战时可用“子区”选项另选）
       *[no] 在本频道进行（挑战时可用“子区”选项开子区）
    }
    • 发起比赛：{ $tournaments ->
        [yes] 任何成员都可以
       *[no] 仅限可管理服务器的成员
    }
settings-reminders-off = 关闭
settings-reminder-after = { $time }后
settings-language-default = { $language }（在选定之前使用服务器的 Discord 语言）
game-style = { $game }：{ $style }
own-style = 回复你的{ $game }棋盘现在显示{ $style }。
own-style-default = 回复你的{ $game }棋盘现在使用本服务器的样式，或该游戏的默认样式。
reminder = { $who }，{ $game } `#{ $id }`（{ $players }）轮到你走了，已等待 { $waited }。{ $claim }
reminder-claim-now = { $other } 现在可以用 /超时判胜 申请判胜。
reminder-claim-later = 如果上一步之后 { $limit } 内你还没有走棋，{ $other } 可以用 /超时判胜 申请判胜。

## Discord 适配层

refusal-restarting = 我正在重启：什么也没做。请过一分钟再试。
refusal-level-range = 难度从 1 到 8。
refusal-level-for-bot = 难度是我的棋力：只用于和我对弈。想和电脑下棋请挑战 { $me }，想挑战真人请不要填难度。
refusal-not-a-member = { $them } 不是本服务器的成员。
refusal-cannot-see-channel = { $them } 看不到这个频道，所以无法回应。请在你们都能看到的频道里挑战对方。
refusal-replays-busy = 现在正在生成其他回放；请过一分钟再试。
refusal-replay-cooldown = 请等 { $seconds } 秒后再使用 /回放。
refusal-bad-value = “{ $input }”在这里不是有效的值：{ $error }。
refusal-bad-option = 有选项缺失或无效：{ $error }。
refusal-server-only = 锦标赛和服务器设置只能在添加了机器人的服务器中使用（服务器管理员可以从机器人的资料页添加它）。对局在哪里都能下。
refusal-seen-by-you-alone = 在这里只有你能看到机器人的回复：你不能在本频道发消息，或者这个服务器关闭了成员添加的应用。什么也没做。请在你能发消息的频道或私信里下棋。
refusal-command-failed = 我这边出了问题。请再试一次。

## 自动补全

square-choice = { $at } · { $side }{ $piece }

## 走棋菜单（每步棋盘下的“走棋”按钮）

button-move = 走棋
refusal-picker-stale = 这个走棋菜单已经过时：之后又走了棋。请在最新的棋盘下按“走棋”。
picker-pieces = 轮到你走（{ $side }）：选择要走的棋子。
picker-choose-piece = 选择棋子
picker-piece = { $piece } { $at }
picker-in-hand = 手中的{ $piece }
picker-move-count = { $count } 种走法
picker-pass = 停着
picker-targets = { $what }：选择走到哪里（{ $count } 处）。
picker-drops = 打入{ $piece }：选择位置（{ $count } 处）。
picker-choose-target = 选择走到哪里
picker-takes = 吃{ $piece }
picker-promotion = 走到 { $at } 的{ $piece }：选择变成什么。
picker-choose-promotion = 选择变成什么
picker-becomes = { $piece }
picker-page = （第 { $page } 页，共 { $pages } 页）
picker-previous = ◀ 上一页
picker-next = 下一页 ▶
picker-back = 返回

## A thread for every game

thread-name = { $first } 对 { $second } · { $game }
thread-started = 对局在 { $thread } 中进行。
thread-refused = 我无法在这里为这局开子区（我需要在本频道创建公开子区的权限），所以这局在本频道进行。
thread-not-member = 这个服务器没有添加我，所以我无法在这里为这局开子区：这局在本频道进行。

## 分析与提示

analysis-title = { $game } `#{ $id }` 的分析 —— { $players } —— { $result }
analysis-side = { $side } { $who }：准确率 { $accuracy }%；轻微失误 { $inaccuracies } 次，错误 { $mistakes } 次，严重错误 { $blunders } 次
analysis-hints = 本局共用了 { $count } 次提示。
analysis-no-mistakes = 没有轻微失误、错误或严重错误：下得好！
analysis-worst = 最差的几步：
analysis-worst-move = 第 { $ply } 步 { $side } { $played }{ $glyph }：更好的是 { $better }
analysis-worst-button = { $ply }. { $played }{ $glyph }
analysis-progress = 正在分析 { $game } `#{ $id }`…… { $done } / { $total } 个局面 { $bar }
judged-title = 第 { $ply } 步 { $side } { $played }{ $glyph }：胜率 { $before }% → { $after }%
judged-better = 更好的是：{ $better }（胜率 { $chances }%）
show-evaluation = 形势：{ $side } 胜率 { $chances }%
show-judged = 第 { $ply } 步 { $played }{ $glyph }：更好的是 { $better }
hint-title = 提示（只有你能看到）：{ $best }（本局已用 { $count } 次提示）
analyse-button = 分析
refusal-nothing-analysed = 这个频道还没有结束的对局。请给出对局编号：/分析 编号:12。
refusal-analyse-game-on = 第 #{ $id } 局还在进行：结束后才能分析。（和我下棋时，/提示 会显示我的最佳着法。）
refusal-analyse-no-moves = 第 #{ $id } 局没有可分析的着法。
refusal-analysis-gone = 第 #{ $id } 局的分析已失效（引擎已更新）：请重新 /分析。
refusal-analysis-server-busy = 本服务器正在分析另一局；请等它完成后再试。
refusal-analysis-busy = 我现在要分析的对局已经够多了；请过几分钟再试。
refusal-analysis-failed = 第 #{ $id } 局的分析中途停止了；已找到的结果都保留着：请重新 /分析。
refusal-hint-people = 提示只用于和我下的对局：人与人对弈时，谁都不能得到引擎的帮助。
refusal-hint-my-turn = 现在轮到我走；提示只在你自己走棋时可用。
refusal-hint-cooldown = 请等 { $seconds } 秒后再要提示。

## 谜题

puzzle-title = 谜题 `#{ $id }` · { $game } · { $side }走：找出最好的一步，{ $how }。
how-puzzle-discord = 用 /谜题 着法: 回答
how-puzzle-console = 输入你的着法（输入 moves 列出全部着法）
puzzle-going = 你还有这道谜题没做完：
puzzle-from = 出自 { $players }，{ $date }。
puzzle-correct = 正确：{ $played }。对方应：{ $reply }。
puzzle-solved = 解开了：{ $played } { $theme ->
    [mate] 直接取胜。
   *[other] 取得明显优势。
}
puzzle-failed = 这次没解开：{ $played } 不对。答案：{ $solution }。
puzzle-ratings = 你的{ $game }谜题等级分：{ $before } → { $after }（谜题的：{ $puzzle_before } → { $puzzle_after }）。
refusal-no-puzzle-left = 这里已经没有你没做过的{ $game ->
    [any] 谜题
   *[other] { $game }谜题
}了。
refusal-no-puzzle-going = 你现在没有谜题：用 /谜题 领一道。
settings-daily = 每日谜题：在 { $channel }，每天 UTC { $hour }:00 起。
settings-daily-off = 每日谜题：关闭（用 /设置 每日谜题: 开启）。
daily-title = **每日谜题** · { $game } · { $side }走。按"解题"试一试（你的着法只有你看得到）。
daily-nobody = 昨天的谜题没有人解开。
daily-solvers = 昨天的谜题由 { $who } 解开。
daily-solve = 解题
refusal-daily-hour = 时间是 0 到 23 点（UTC）。
refusal-daily-channel = 请选择每日谜题的频道（每日谜题:）。
refusal-puzzle-other-going = 你还有一道谜题没做完：先做完它（/谜题）。
refusal-puzzle-tried = 你已经做过这道谜题了。

## Live games: clocks

status-live = { $status }。{ $clock }
clock-running = { $low ->
    [yes] ⏰ 时间紧张：{ $side }的时间将于{ $when }用完
   *[no] ⏱ { $side }的时间将于{ $when }用完
}
clock-first-move = ⏱ { $side }须在{ $when }前走出第一步，否则对局取消
pace-live = ⏱ 快棋，{ $control }：每方{ $minutes }分钟，每步加{ $seconds }秒。
flag-fell = ⏱ { $result }
flag-first-move = ⏱ { $game }对局已取消：{ $side }（{ $who }）未在时限内走出第一步。不计结果。
refusal-flag-fell = 你的着法到达前时间已用完：本局已按超时结束。
refusal-bad-clock = “{ $typed }”不是有效的用时设置：请写每方分钟数和每步加秒数，如 5+3（{ $min }–{ $max } 分钟，0–{ $seconds } 秒）。
clock-choice = { $control } · 每方{ $minutes }分钟，每步加{ $seconds }秒
rematch-button = 再来一局
refusal-rematch-going = 这局还在进行：结束后才能再来一局。
refusal-claim-live = 这局有计时：时间用完时对局会自动结束。
refusal-flag-fallen = 有一方的时间已用完：本局已按超时结束。

# 比赛（/tournament）。
tournament-default-name = 第 { $id } 号比赛
tournament-announcement = { $name }（#{ $id }）：{ $game }{ $format ->
    [round-robin] 单循环赛
    [double-round-robin] 双循环赛
   *[swiss] 瑞士制（{ $rounds } 轮）
}，由 { $organiser } 组织。
tournament-correspondence = 通信赛：每轮 { $days } 天。
tournament-players = 棋手（{ $count }）：{ $players }
tournament-bot-entrant = { $who }（{ $level } 级）
tournament-open = 按“加入”参赛。至少 { $least } 人加入后，{ $organiser } 用 `/tournament start` 开赛。
tournament-open-until = 按“加入”参赛。如有至少 { $least } 人加入，将于 { $at } 自动开赛。
tournament-running = 正在进行第 { $round } 轮（共 { $rounds } 轮）。
tournament-finished = 比赛已结束：见 `/tournament standings`。
tournament-cancelled = 比赛已取消。
button-join = 加入
button-leave = 退出
tournament-summary = #{ $id } { $name }：{ $game }，{ $format ->
    [round-robin] 单循环赛
    [double-round-robin] 双循环赛
   *[swiss] 瑞士制
}，{ $status ->
    [open] 报名中
    [running] 第 { $round } 轮（共 { $rounds } 轮）
    [finished] 已结束
   *[cancelled] 已取消
}
tournament-list = 本服务器的比赛 —— 第 { $page }/{ $pages } 页（共 { $total } 场）：
tournament-list-past = 本服务器已结束的比赛 —— 第 { $page }/{ $pages } 页（共 { $total } 场）：
tournament-list-more = …… 本页另有 { $count } 场，一条消息放不下（`/tournament show id:` 可查看任一场比赛）。
tournament-list-none = 本服务器没有进行中的比赛。可管理服务器的成员可用 `/tournament create` 发起比赛。
tournament-list-none-past = 本服务器还没有已结束的比赛。
tournament-round = { $name }，第 { $round } 轮（共 { $rounds } 轮）：
tournament-board = 第 { $board } 台：{ $first } – { $second }，在 { $thread }
tournament-board-here = 第 { $board } 台：{ $first } – { $second }
tournament-board-decided = 第 { $board } 台：{ $first } – { $second }：{ $result ->
    [first-forfeit] { $first } 因对方弃权获胜
    [second-forfeit] { $second } 因对方弃权获胜
   *[double-forfeit] 未进行
}
tournament-board-bye = { $who } 本轮轮空（得 1 分）。
tournament-round-ends = { $at } 时仍未结束的对局将被判定：超时一方负，否则和棋。
tournament-game = { $name }，第 { $round } 轮，第 { $board } 台。
tournament-leaders = 第 { $round } 轮后排名：
tournament-podium = 最终排名：
standings-line = { $place }. { $who } — { $points } 分
tournament-over = { $name } 结束了！
tournament-withdrawn = { $who } 已退出比赛。
refusal-no-tournament = 本服务器没有这个比赛。
refusal-tournament-manager = 在这里只有可管理本服务器的成员才能发起比赛（管理者可用 `/settings tournaments:True` 允许所有人）。
refusal-tournament-server = 比赛在服务器中进行，不能在私信中进行。
refusal-tournament-rounds = 瑞士制需要指定轮数：请加上 `rounds:`。
refusal-tournament-rounds-range = 瑞士制的轮数为 1 到 { $most } 轮。
refusal-tournament-name = 比赛名称最多 60 个字。
refusal-tournament-full = 本比赛已满（{ $most } 人）。
refusal-tournament-joined = 你已经在本比赛中了。
refusal-tournament-not-in = 你不在本比赛中。
refusal-tournament-started = 本比赛已开始，不能再加入。
refusal-tournament-leave-running = 本比赛已开始。如要退出，请用 `/tournament withdraw`：你剩下的对局将判负。
refusal-tournament-over = 本比赛已结束。
refusal-tournament-organiser = 只有组织者 { $them } 或可管理本服务器的成员才能开赛。
refusal-tournament-too-few = 只有 { $count } 人加入：比赛至少需要 { $least } 人。
refusal-tournament-rounds-players = { $rounds } 轮的瑞士制需要多于 { $rounds } 名棋手，现有 { $count } 人。请等更多人加入，或发起轮数更少的比赛。
refusal-tournament-not-running = 本比赛不在进行中。
refusal-tournament-not-begun = { $name } 尚未开始，还没有排名。
refusal-board-started = 这一台的对局已经开始了。
tournament-thread-name = 第 { $round } 轮第 { $board } 台：{ $first } – { $second }
tournament-adjudicated = 本轮时间已到：{ $result }。
refusal-abort-tournament = 比赛对局不能取消：请下完或认输（一直不走第一步的一方判负）。
tournament-no-show = { $who } 在本轮时间结束前一直没有走第一步：判负。
tournament-called-off = { $name } 已被 { $who } 取消。
refusal-tournament-cancel = 只有组织者 { $them } 或可管理本服务器的成员才能取消比赛。
refusal-tournament-no-thread = 比赛的每局都在各自的子区中进行，而我在这里不能开子区：请在我可以创建公开子区的文字频道发起比赛。
