# 斜杠命令（简体中文）：命令与选项的名称和说明、选项列表中的选择。键与 en-US 相同。

cmd-challenge = 挑战
    .description = 在本频道向他人发起对局挑战，或挑战我（电脑）。
cmd-challenge-opponent = 对手
    .description = 你想和谁下（选择我即与电脑对弈）
cmd-challenge-game = 游戏
    .description = 哪种棋
cmd-challenge-side = 先后手
    .description = 你执哪一方（默认：随机）
cmd-challenge-position = 局面
    .description = 从这个局面字符串开始，而不是通常的开局
cmd-challenge-level = 难度
    .description = 你挑战我时我的棋力：1（温和）到 8（最强）；默认 3
cmd-challenge-thread = 子区
    .description = 在新的子区中进行这局（默认：本服务器的设置）
cmd-challenge-clock = 用时
    .description = 限时对局：每方分钟数 + 每步加秒数，如 5+3（默认：不限时）

cmd-move = 走棋
    .description = 在本频道的对局中走一步（输入时列表会显示你的合法着法）。
cmd-move-move = 着法
    .description = 你的着法，任何可接受的记法均可（如 炮二平五）

cmd-resign = 认输
    .description = 认输本频道的对局。
cmd-draw = 提和
    .description = 提议和棋，或接受对手提出的和棋。
cmd-takeback = 悔棋
    .description = 请求对手允许你收回上一步。
cmd-abort = 取消对局
    .description = 取消本频道的对局，不计结果（双方都走棋之前，或由管理员取消）。
cmd-claim = 超时判胜
    .description = 对手超过每步时限未走棋时，申请判你获胜。
cmd-board = 棋盘
    .description = 显示本频道对局的棋盘。

cmd-moves = 着法
    .description = 列出本频道对局的合法着法，或显示某个棋子能走到哪里。
cmd-moves-square = 位置
    .description = 一个位置，如 e4：在棋盘上标出该棋子的着法

cmd-rules = 规则
    .description = 一种棋怎么下，并附开局局面图。
cmd-rules-game = 游戏
    .description = 哪种棋

cmd-games = 游戏列表
    .description = 这里可以下的棋，以及本服务器正在进行的对局。

cmd-orientation = 棋盘方向
    .description = 选择给你看的棋盘朝向（“翻转”按钮可翻转任何一个棋盘）。
cmd-orientation-view = 方向
    .description = 回复你的棋盘下方显示哪一方

cmd-pieces = 棋子样式
    .description = 选择回复你的棋盘上某种棋的棋子画法。
cmd-pieces-game = 游戏
    .description = 哪种棋
cmd-pieces-style = 样式
    .description = 给你看的棋子画法

cmd-history = 历史
    .description = 已结束和进行中的对局，最新的在前，每页十局。
cmd-history-player = 玩家
    .description = 只看这位玩家的对局
cmd-history-game = 游戏
    .description = 只看这种棋
cmd-history-scope = 范围
    .description = 本服务器（默认）或本频道

cmd-show = 查看对局
    .description = 查看任一对局的任一步，并可用按钮逐步浏览。
cmd-show-id = 编号
    .description = 对局编号（见 /历史）
cmd-show-ply = 步数
    .description = 要显示的步数（默认：最后一步）

cmd-export = 导出
    .description = 以文件形式导出对局记录（PGN；象棋为 Fairy-Stockfish 工具可读的格式）。
cmd-export-id = 编号
    .description = 对局编号（见 /历史）

cmd-replay = 回放
    .description = 整局棋的动画，每步一帧。
cmd-replay-id = 编号
    .description = 对局编号（见 /历史）

cmd-analyse = 分析
    .description = 引擎对一局已结束对局的评判：准确率、失误、更好的着法和形势图。
cmd-analyse-id = 编号
    .description = 对局编号（默认：这个频道最近结束的一局）

cmd-hint = 提示
    .description = 和我下棋时，只给你看的最佳着法（对局记录会计算提示次数）。

cmd-learn = 学习
    .description = 每种棋的课程，从第一步到第一次将死：/学习 从你上次停下的地方继续。
cmd-learn-game = 游戏
    .description = 学哪种棋（默认：你上次学的）
cmd-learn-move = 着法
    .description = 你在当前练习中的着法

cmd-puzzle = 谜题
    .description = 只给你的一道谜题，先出自本服务器的对局；用 着法: 回答。
cmd-puzzle-game = 游戏
    .description = 哪种棋（默认：任意）
cmd-puzzle-move = 着法
    .description = 你在当前谜题中的着法

cmd-rating = 等级分
    .description = 某位玩家在本服务器的等级分和战绩。
cmd-rating-player = 玩家
    .description = 谁的（默认：你的）
cmd-rating-pace = 节奏
    .description = 快棋或通信棋（默认：两者）

cmd-leaderboard = 排行榜
    .description = 本服务器某种棋的最佳玩家。
cmd-leaderboard-game = 游戏
    .description = 哪种棋
cmd-leaderboard-pace = 节奏
    .description = 快棋或通信棋（默认：通信棋）

cmd-settings = 设置
    .description = 本服务器的设置：提醒、每步时限、棋盘画法、语言。
cmd-settings-reminder_hours = 提醒小时数
    .description = 轮到玩家走棋多少小时后提醒（0：从不）
cmd-settings-timeout_hours = 每步时限小时数
    .description = 每步可用的小时数，超过后对手可申请判胜
cmd-settings-orientation = 棋盘方向
    .description = 未作选择的玩家看到的棋盘朝向
cmd-settings-pieces = 棋子样式
    .description = 未作选择的玩家看到的棋子画法
cmd-settings-pieces_game = 样式适用的游戏
    .description = 棋子样式设置适用于哪种棋（不填则适用于所有）
cmd-settings-language = 语言
    .description = 我在本服务器发帖所用的语言（走棋、挑战、结果）
cmd-settings-threads = 子区
    .description = 每次挑战是否在新的子区中进行对局
cmd-settings-tournaments = 比赛
    .description = 是否任何成员都可以发起比赛（默认：仅限管理者）
cmd-settings-daily_puzzle = 每日谜题
    .description = 每天在这个频道发一道谜题
cmd-settings-daily_puzzle_hour = 每日谜题时间
    .description = 每日谜题在几点发（UTC，0-23）；默认 12
cmd-settings-daily_puzzle_off = 关闭每日谜题
    .description = 不再发每日谜题

choice-xiangqi = 象棋
choice-american-chess = 美式国际象棋
choice-amalgamated-chess = 融合国际象棋
choice-abstract-chess = 抽象国际象棋
choice-chess-1999 = 国际象棋 1999
choice-i-move-first = 我先走
choice-i-move-second = 我后走
choice-random = 随机
choice-side-to-move-at-the-bottom = 轮到走棋的一方在下方
choice-my-side-at-the-bottom = 我方在下方
choice-this-server = 本服务器
choice-this-channel = 本频道
choice-chinese-characters-xiangqi = 汉字（象棋）
choice-pictures = 图案
choice-letters = 字母
choice-the-default = 默认
choice-english = English（英语）
choice-simplified-chinese = 简体中文
choice-traditional-chinese = 繁體中文
choice-the-server-s-discord-language = 服务器的 Discord 语言
choice-live-with-a-clock = 快棋（限时）
choice-correspondence = 通信棋

cmd-tournament = 比赛
    .description = 比赛：发起、开赛、查看排名、列出比赛、退出。
cmd-tournament-create = 发起
    .description = 在本频道发起比赛，棋手按按钮加入（仅限服务器管理者）。
cmd-tournament-create-game = 棋种
    .description = 哪种棋
cmd-tournament-create-format = 赛制
    .description = 循环赛（人人相遇）或瑞士制（按积分配对）
cmd-tournament-create-rounds = 轮数
    .description = 瑞士制的轮数
cmd-tournament-create-clock = 用时
    .description = 对局用时，如 5+3（默认：通信赛，每轮数天）
cmd-tournament-create-days = 天数
    .description = 通信赛每轮的天数（默认 7）
cmd-tournament-create-starts_in = 开赛时间
    .description = 多少小时后自动开赛（默认：用 /tournament start 开赛）
cmd-tournament-create-name = 名称
    .description = 比赛名称
cmd-tournament-create-bot_level = 电脑级别
    .description = 让我（电脑）以此级别（1-8）参赛，凑足人数
cmd-tournament-start = 开赛
    .description = 现在开始你的比赛（组织者或管理者）。
cmd-tournament-start-id = 编号
    .description = 比赛编号（公告中的 #3）
cmd-tournament-standings = 排名
    .description = 本服务器某比赛的排名（默认最新的一个）。
cmd-tournament-standings-id = 编号
    .description = 比赛编号
cmd-tournament-list = 列表
    .description = 本服务器的比赛：进行中的或已结束的。
cmd-tournament-list-past = 已结束
    .description = 改为列出已结束的比赛
cmd-tournament-withdraw = 退出
    .description = 退出你正在参加的比赛：进行中和剩下的对局判负。
cmd-tournament-withdraw-id = 编号
    .description = 比赛编号
choice-round-robin = 单循环
choice-double-round-robin = 双循环
choice-swiss = 瑞士制
cmd-tournament-show = 查看
    .description = 本服务器的某个比赛：赛制、棋手和排名。
cmd-tournament-show-id = 编号
    .description = 比赛编号
cmd-tournament-cancel = 取消
    .description = 取消比赛（组织者或管理者）：进行中的对局照常下完。
cmd-tournament-cancel-id = 编号
    .description = 比赛编号
