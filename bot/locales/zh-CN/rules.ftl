# 规则的话（简体中文）：不合法着法的原因、对局结果、提醒，以及其中的名称（游戏、双方、棋子）。键与 en-US 相同。

## 游戏、双方与棋子

game-xiangqi = 象棋
game-american = 美式国际象棋
game-amalgamated = 融合国际象棋
game-abstract = 抽象国际象棋
game-chess1999 = 国际象棋 1999

side-red = 红方
side-black = 黑方
side-blue = 蓝方
side-white = 白方

piece-xiangqi-general = 将（帅）
piece-xiangqi-adviser = 士（仕）
piece-xiangqi-elephant = 象（相）
piece-xiangqi-horse = 马
piece-xiangqi-tank = 车
piece-xiangqi-cannon = 炮
piece-xiangqi-soldier = 兵（卒）

piece-american-soldier = 士兵
piece-american-armor-brigade = 装甲旅
piece-american-colonel = 上校
piece-american-recon-battalion = 侦察营
piece-american-missile = 导弹
piece-american-general = 将军
piece-american-artillery = 炮兵

piece-amalgamated-prince = 王子
piece-amalgamated-king = 国王
piece-amalgamated-advisor = 谋士
piece-amalgamated-general = 将军
piece-amalgamated-elephant = 象
piece-amalgamated-war-elephant = 战象
piece-amalgamated-horse = 马
piece-amalgamated-knight = 骑士
piece-amalgamated-chariot = 战车
piece-amalgamated-flying-chariot = 飞车
piece-amalgamated-pawn = 兵
piece-amalgamated-soldier = 士兵

piece-abstract-1-stack = 1 层叠
piece-abstract-2-stack = 2 层叠
piece-abstract-3-stack = 3 层叠
piece-abstract-4-stack = 4 层叠
piece-abstract-5-stack = 5 层叠
piece-abstract-6-stack = 6 层叠
piece-abstract-royal-stone = 王石
piece-abstract-pawn = 兵
piece-abstract-knight = 马
piece-abstract-bishop = 象
piece-abstract-rook = 车
piece-abstract-queen = 后
piece-abstract-king = 王

piece-chess1999-general = 将军
piece-chess1999-guard = 卫兵
piece-chess1999-infantry-battalion = 步兵营
piece-chess1999-apc = 装甲运兵车
piece-chess1999-fighter-jet = 战斗机
piece-chess1999-bomber = 轰炸机
piece-chess1999-attack-helicopter = 武装直升机
piece-chess1999-tank = 坦克
piece-chess1999-mrl = 火箭炮
piece-chess1999-howitzer = 榴弹炮

# 着法列表中各选项之间：“e6e5 或 e3e2”。
list-or = { " 或 " }
list-sep = 、

## 结果

outcome-win = { $reason ->
    [checkmate] { $winner }胜：将死
    [stalemate] { $winner }胜：{ $loser }无子可动（困毙）
    [perpetual-check] { $winner }胜：{ $loser }长将
    [perpetual-chase] { $winner }胜：{ $loser }长捉
    [repetition] { $winner }胜：局面三次重复
    [no-attacking-pieces] { $winner }胜：{ $loser }已无进攻子力
    [move-limit] { $winner }胜：达到着数上限
    [gauntlet] { $winner }胜：{ $loser }在夹道中已无将军
    [turn-limit] { $winner }胜：达到回合上限
    [royal-captured] { $winner }胜：吃掉了{ $loser }的王石
    [no-legal-action] { $winner }胜：{ $loser }无合法行动
    [prince-captured] { $winner }胜：吃掉了{ $loser }的王子
    [bare-prince] { $winner }胜：{ $loser }只剩王子
    [dead-position] { $winner }胜：只剩双方国王
    [resignation] { $winner }胜：{ $loser }认输
    [agreement] { $winner }胜：双方协议
    [timeout] { $winner }超时胜：{ $loser }未在时限内走棋
    [out-of-time] { $winner }超时胜：{ $loser }的时间用完了
    [adjudicated] { $winner }判胜：本轮时间已到
   *[other] { $winner }胜
}
outcome-draw = { $reason ->
    [stalemate] 和棋：困毙
    [repetition] 和棋：局面三次重复
    [no-attacking-pieces] 和棋：双方均无进攻子力
    [move-limit] 和棋：连续 { $limit } 步未吃子
    [gauntlet] 和棋：双方在夹道中都没有将军
    [turn-limit] 和棋：已走满 { $limit } 回合
    [no-legal-action] 和棋：轮到走棋的一方无合法行动
    [dead-position] 和棋：只剩双方国王
    [agreement] 和棋：双方同意
    [out-of-time] 和棋：一方时间用完，但对方只剩王（将帅），无法取胜
    [adjudicated] 判和：本轮时间已到
   *[other] 和棋
}
outcome-points = { $drawn }——按子力计分：{ $first } { $first-points }，{ $second } { $second-points }：{ $verdict ->
    [first] { $first }胜
    [second] { $second }胜
   *[tie] 平分
}

## 走棋后的提醒

royal-stone-attacked = 你在 { $at } 的王石可能被吃

## 不合法着法：读不懂的文字

not-a-move = “{ $text }”不是着法：{ $game ->
    [xiangqi] 请写出两个点（h3e3）、WXF 记法（C2=5）或中文记法（炮二平五）
    [american] 请写出两个格子，如 f2f4 或 d1-f6
    [abstract] 请写出两个格子，如 e2e3（移石也一样：b1c2）
    [chess1999] 请写出两个点，如 e4e5 或 m12m13=T，或写打入，如 T@e5
   *[other] 请写出两个格子，如 e2e3
}
not-a-chinese-move = “{ $text }”不是着法：请写成 炮二平五、马8进7 或 前车进一，或写出两个点（h3e3）
off-board = { $text } 不在棋盘上：列为 a–{ $last-file }，行为 1–{ $ranks }
not-a-drop-letter = “{ $letter }”不是棋子：可打入 G I A J B H T M 或 W，如 T@e5
no-drops = { $game ->
    [xiangqi] 象棋没有打入：请把棋子从一个点走到另一个点
    [abstract] 抽象国际象棋没有打入：请移动一叠，或把一枚棋石交给相邻的一叠
    [american] 美式国际象棋没有打入：请把棋子从一格走到另一格
   *[other] 融合国际象棋没有打入：请把棋子从一格走到另一格
}
no-promotion = { $game ->
    [xiangqi] 象棋
   *[other] 抽象国际象棋
}没有升变：请去掉“={ $letter }”
not-legal-here = { $text } 在此不是合法着法
replay-mismatch = 对局在此自动停着，但记录的是“{ $text }”
game-over = 对局已结束：{ $outcome }

## 不合法着法：各种棋盘

no-piece = { $at } 上没有棋子
not-yours = { $at } 上的{ $piece }属于{ $owner }；现在轮到{ $mover }走
stays-put = { $at }{ $at } 没有移动{ $piece }
own-piece-there = { $at } 上是你自己的{ $piece }
leaves-general-in-check = { $text } 会让你的将被将军
generals-facing = { $from }{ $to } 会让双方将帅在 { $file } 列上照面
path-blocked = { $piece }的路线在 { $at } 被挡住
not-a-piece-move = { $from }{ $to } 不是{ $piece }的走法
rank-or-file-only = { $piece }只能沿横线或竖线走
lines-only = { $piece }沿直线走：横线、竖线或斜线
diagonal-only = { $piece }只能斜走
one-step-any-way = { $piece }向任意方向走一格

## 不合法着法：象棋，以及美式国际象棋的炮兵

palace-only = { $piece }不能离开九宫
general-step = 将（帅）沿直线走一步
adviser-step = 士（仕）斜走一步
elephant-river = 象（相）不能过河
elephant-eye = 象眼 { $at } 被塞住
elephant-step = 象（相）斜走两步（走田字）
horse-leg = 马腿 { $at } 被绊住
horse-step = 马先直走一步，再向外斜走一步（走日字）
screen-in-the-way = { $piece }不吃子时只能经过空{ $game ->
    [xiangqi] 点
   *[other] 格
}，而 { $at } 挡在路上；只有吃子时才能翻山
no-screen = { $piece }吃子时必须恰好隔一个棋子（炮架）
too-many-screens = { $piece }吃子只能隔一个炮架，而 { $from } 与 { $to } 之间有 { $count } 个棋子
soldier-backward = 兵（卒）不能后退
soldier-sideways-too-soon = 兵（卒）过河后才能横走
soldier-step = 兵（卒）向前走一步，过河后也可横走一步

## 不合法着法：美式国际象棋

colonel-jump = 上校跳到正好相距两格的格子
missile-back-line = 导弹不能落在{ $side }的底线上
cannot-pass = 你还有合法着法：只有无棋可走的一方才能停着
nothing-promotes = { $from }{ $to } 没有到达{ $side }的底线，所以不会升变
general-promotion-only = “={ $letter }”：棋子只会升变为将军（=Q），而且是自动的

## 不合法着法：抽象国际象棋

royal-transfer = 王石不能给出或接受棋石
transfer-too-far = { $at } 上是你自己的{ $piece }，但棋石只能交给相邻的一叠
stack-too-tall = 一叠最多六枚棋石
one-stack-step = 1 层叠向前走一格，或向斜前方一格吃子
moves-as = { $at } 上是{ $piece }，按{ $moves-as }的走法行棋

## 不合法着法：融合国际象棋

automatic-promotion = 棋子过河时会自动升变或降级：请去掉“={ $letter }”
must-capture-prince = 你必须吃掉对方的王子：这是强制的
king-in-check = { $from }{ $to } 会让你在 { $king } 的国王被将军
prince-exposed = { $from }{ $to } 会让你的王子被吃，而你还有别的着法
royal-corridor = { $piece }不能离开 c–f 列
king-recross = 国王不能退回河的这一边

## 不合法着法：国际象棋 1999

cannot-reach = { $from } 上的{ $piece }走不到 { $to }
apc-never-promotes-again = 由步兵营变成的装甲运兵车不能再升变
apc-not-on-last-line = { $at } 不在你的底线上，所以装甲运兵车不能升变
apc-promotion = “={ $letter }”：装甲运兵车升变为直升机（=H）、坦克（=T）或火箭炮（=M）
only-apc-promotes = 只有装甲运兵车可以选择升变；{ $at } 上的{ $piece }不能
general-never-dropped = 将军永远不会被吃，所以也永远不会打入
none-in-hand = 你手中没有{ $piece }
drop-on-occupied = { $at } 不是空点：只能打入空点
guard-outside-post = 卫兵只能打入你自己的指挥所内
drop-on-last-line = { $piece }不能打入你的底线

## 不合法着法：象棋记法

no-piece-on-file = { $side }在第 { $file } 路没有{ $piece }
not-legal-for = { $text } 不是{ $side }此时的合法着法
ambiguous-wxf = { $text } 可以是 { $moves }：请指明是哪一个，例如用 +（前）或 -（后）
ambiguous-chinese = { $text } 可以是 { $moves }：请用“前”或“后”指明

## 被拒绝的局面字符串

position-field-count = { $game ->
    [xiangqi] 象棋
    [american] 美式国际象棋
    [amalgamated] 融合国际象棋
    [abstract] 抽象国际象棋
   *[chess1999] 国际象棋 1999
}的局面有 { $count } 个字段，如 `{ $example }`；这个有 { $found } 个
position-side-field = 走棋方必须是 `w`（{ $first }）或 `b`（{ $second }），而不是 `{ $field }`
position-not-a-number = { $what ->
    [half-move-clock] 半回合计数
    [turn] 回合数
   *[move-number] 回合序号
}必须是整数，而不是 `{ $field }`
position-rank-count = 棋子布局有 { $found } 行；这个棋盘有 { $ranks } 行
position-rank-too-wide = 第 { $rank } 行超过了 { $files } 格
position-empty-run = 第 { $rank } 行有长度为 0 的空位
position-bad-char = 第 { $rank } 行在应为棋子字母或数字的地方出现了 `{ $letter }`
position-rank-width = 第 { $rank } 行有 { $found } 格；这个棋盘宽 { $files } 格
position-move-number-zero = 回合序号从 1 开始
position-no-markers = { $game ->
    [amalgamated] 融合国际象棋没有 `~` 标记
    [abstract] 抽象国际象棋的棋叠不带 `+` 或 `~` 标记
    [american] 美式国际象棋的棋子不带 `+` 或 `~` 标记
   *[xiangqi] 象棋棋子不带 `+` 或 `~` 标记
}（在 { $at }）
position-bad-letter = { $at } 上的 `{ $letter }` 不是{ $game ->
    [xiangqi] 象棋棋子：字母为 K A B N R C P（E 和 H 也读作象和马）
    [american] 美式国际象棋棋子：字母为 P R N B M Q C
    [amalgamated] 融合国际象棋字母：K Q B N R P，升变的棋子前加 `+`
    [abstract] 抽象国际象棋字母：P N B R T Q 是 1–6 层叠，K 是王石
   *[chess1999] 国际象棋 1999 字母：K G I A J B H T M W
}
position-too-many = { $side }的{ $piece }超过了开局时的 { $most } 个
position-xiangqi-dashes = 象棋局面的第三、第四个字段总是 `-`
position-xiangqi-check = { $side }正被将军（或将帅照面），但现在不是{ $side }走
position-misplaced = { $at } 上的{ $side }{ $piece }{ $rule ->
    [outside-palace] 在九宫之外
    [adviser-point] 不在九宫的士位上
    [elephant-point] 不在己方的象位上
   *[soldier-behind] 不可能走到那里：兵（卒）过河前只能向前走
}
position-no-general = { $side }没有将（帅）
position-missile-back-line = 导弹永远不能停在{ $side }的底线上（{ $at }）
position-would-be-general = { $side }底线上的{ $piece }（{ $at }）早该变成将军了
position-too-many-pieces = { $side }的棋子超过了开局时的 { $most } 个
position-turn-range = 回合数必须在 1 到 { $last } 之间（{ $last } 只在走满 { $limit } 回合后出现），而不是 { $turn }
position-last-turn = 第 { $turn } 回合只能紧接在红方最后一步之后：轮到蓝方走
position-two-royals = { $side }有不止一个王石
position-too-many-stones = { $side }的棋叠中共有 { $count } 枚棋石；开局时每方 { $most } 枚，且不会增加
position-royal-missing = { $side }没有王石，但王石被吃时对局就已结束
position-plus-needed = { $at } 上的棋子在敌方半场，所以需要 `+`
position-plus-forbidden = { $at } 上的棋子在己方半场，所以不能带 `+`
position-royal-corridor = { $at } 上的王者在 c–f 列之外，而它必须留在那里
position-prince-missing = { $side }没有王者，但王子被吃时对局就已结束
position-bare-prince = { $side }只剩王子：对局在上一步就已结束
position-king-in-check = { $side }的国王正被将军，但现在不是{ $side }走
position-hands-missing = 棋子布局必须以方括号中的手中棋子结尾，如 `…/JBMHTG1GTHMBJ[]`
position-plus-not-apc = `+` 标记由步兵营变成的装甲运兵车；{ $at } 上的是{ $piece }
position-general-tilde = 将军永远不会被打入，所以不带 `~`
position-bad-hand-letter = `{ $letter }` 不能在手中：手中只能有 G I A J B H T M W（蓝方用大写）
position-hand-full = 手中同一种棋子不能超过 { $most } 个
position-general-count = { $side }必须正好有一个将军，而不是 { $count } 个
position-general-in-check = { $side }的将军正被将军，但现在不是{ $side }走
position-outside-post = { $side }在 { $at } 的{ $piece }在指挥所之外，而它从不离开指挥所
position-infantry-last-line = { $side }在 { $at } 的步兵营停在底线上，而那里它早该变成装甲运兵车了
