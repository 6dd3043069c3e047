# 棋盘网页（bot/src/web）及其链接。

refusal-link-elsewhere = 那局棋不在这个频道里下。
refusal-link-unavailable = 暂时无法生成链接；请稍后再试。
refusal-link-unknown = 这个棋盘链接不是我发出的。请按棋局下方的**棋盘**获取你自己的链接。
refusal-link-revoked = 这个棋盘链接已被撤销。请按棋局下方的**棋盘**获取新链接。
refusal-link-expired = 这个棋盘链接已过期。请按棋局下方的**棋盘**获取新链接。
refusal-link-watching = 你在观看这局棋：只有对局双方可以走棋。
refusal-link-game-over = 那局棋已经结束：频道里的新棋局不能用它的链接来下。
page-over = 棋局已结束：{ $result }
page-title = { $game }：{ $first } 对 { $second }
page-you-play = 你执{ $side }。
page-watching = 你在观看。
page-flip = 翻转棋盘
page-moves = 着法
page-connecting = 正在连接…
page-reconnecting = 连接中断；正在重新连接…
page-your-turn = 轮到你走。
page-type-move = 输入着法
page-send = 走棋
page-sound = 声音
page-position = 局面
page-hand = 手中
page-pass = 停一手
page-choose = 选择升变成什么
page-link-help = 请在 Discord 中按棋局下方的**棋盘**获取你自己的链接。
board-link = 你的第 { $game } 局棋盘：{ $link }
    这个链接只属于你：拿到它的人都能以你的身份走棋。它在 { $until } 之前有效；按**撤销**可立即作废。
board-link-revoked = { $count ->
    [0] 你没有这局棋的有效链接。
   *[other] 你这局棋的 { $count } 个链接已失效。
}
page-not-understood = 棋盘发来了我看不懂的内容；什么也没做。请刷新页面。
page-too-fast = 一次发来的消息太多；什么也没做。请稍等。
button-board = 棋盘
button-revoke = 撤销
page-resign = 认输
page-resign-sure = 确定认输这局棋吗？
page-offer-draw = 提和
page-accept-draw = 同意和棋
page-takeback = 请求悔棋
page-accept-takeback = 同意悔棋
page-decline = 拒绝
page-draw-offered = 已提出和棋。
page-takeback-asked = 已请求悔棋。
page-premove-set = 已预走一步（点击即可取消）
page-premove-gone = 轮到你时预走的一步已不合规则，未走出。
page-link-missing = 缺少棋盘链接。请在 Discord 中点击对局下方的 **棋盘** 按钮获取你自己的链接。
page-analysis-elsewhere = 此棋盘不会启动分析：请在对局所在频道使用 /analyse（在控制台中输入 analyse）。
page-replay = 回放
page-analysis = 分析
page-draw-sure = 向对手提和吗？
page-takeback-sure = 请求对手允许你悔棋吗？
launch-no-page = 这个机器人没有提供棋盘网页，这里没有可打开的棋盘：对局的棋盘都在聊天中。
page-here = 此刻在场：
activity-not-enabled = 这个机器人没有设置在 Discord 内打开棋盘。
activity-bad-code = Discord 没有确认你的身份：请关闭活动后再打开一次。
activity-no-instance = Discord 不认识这个活动：请关闭它，再从对局的频道打开。
activity-not-in-instance = Discord 的名单上没有你：请先从频道加入这个活动。
activity-unreachable = 机器人暂时连不上 Discord，无法让你进入；请稍后再试。
activity-no-game = 这个频道还没下过棋：先用 /挑战 开局，再打开棋盘。
activity-sdk-failed = Discord 没有让棋盘进来：请关闭活动后再打开一次。
