## 课程（/学习）。各课的标题和说明在通用文字之后。

learn-title = { $game } · { $lesson } · 第 { $number } 题，共 { $total } 题
learn-changed = 你开始做这道题之后，它已经改过了；这是它的开头。
learn-going = 你正在做这道题：
learn-goal-stars = { $side }走：走到每一颗星（还剩 { $left } 颗），{ $par } 步以内得三颗星。对方不走棋。
learn-goal-win = { $side }走：{ $par } 步之内取胜。
learn-goal-draw = { $side }走：{ $par } 步之内走成和棋。
learn-goal-escape = { $side }走：你被将军了，设法解除。
learn-back = ◀ 上一题
learn-again = 重新开始
learn-next = 跳过 ▶
learn-how = { $how }
how-learn-discord = 用 /学习 着法: 走棋（输入时会列出合法着法）。
how-learn-console = 输入你的着法（moves 列出合法着法；again、back、next 换题）。
learn-moved = { $played }。
learn-star = { $played }：拿到一颗星。
learn-answered = { $played }，对方应以 { $reply }。
learn-solved = { $played }：用了 { $used } 步完成（标准 { $par } 步）：{ $stars }
learn-failed = { $played }：这次没成功。{ $why }从头再来：
learn-failed-answered = 对方应以 { $reply }，守住了。
learn-failed-not-yet = 步数用完了，目标还没达到。
learn-failed-ended = 棋局以别的方式结束了。
learn-path-done = 这是{ $game }的最后一题：全部课程都完成了。用 /学习 游戏: 开始另一种棋的课程。
learn-overview = 每种棋的课程，从第一步走到第一次将死。用 /学习 游戏: 开始。
learn-finished = 完成了{ $game }的全部课程：{ $stars }/{ $most } 颗星。
learn-overview-game = { $game }：完成 { $solved }/{ $total } 题，{ $stars }/{ $most } 颗星。
refusal-learn-none = 这种棋还没有课程。
refusal-learn-none-going = 你现在没有在做的题：用 /学习 开始。
refusal-learn-broken = 这一课无法显示，已通知管理者。
refusal-learn-unanswerable = 这道题里对方从不走棋，所以对方必须应对的着法（将军），或在拿到最后一颗星之前就结束棋局的着法，在这里不能走：换一种走法。
learn-board-link = 你的{ $game }课程棋盘：{ $link }
    这个链接只属于你：拿到它的人都能以你的身份学习。它在 { $until } 之前有效；按**撤销**可立即作废。
learn-link-revoked = { $count ->
    [0] 你没有可用的课程链接。
   *[other] 你的 { $count } 个课程链接已作废。
}
refusal-lessons-link-revoked = 这个课程链接已被撤销。请按题目下方的**棋盘**（/学习）获取新链接。
refusal-lessons-link-expired = 这个课程链接已过期。请按题目下方的**棋盘**（/学习）获取新链接。
