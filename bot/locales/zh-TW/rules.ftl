# 規則的話（繁體中文）：不合法著法的原因、對局結果、提醒，以及其中的名稱（遊戲、雙方、棋子）。鍵與 en-US 相同。

## 遊戲、雙方與棋子

game-xiangqi = 象棋
game-american = 美式西洋棋
game-amalgamated = 融合西洋棋
game-abstract = 抽象西洋棋
game-chess1999 = 西洋棋 1999

side-red = 紅方
side-black = 黑方
side-blue = 藍方
side-white = 白方

piece-xiangqi-general = 將（帥）
piece-xiangqi-adviser = 士（仕）
piece-xiangqi-elephant = 象（相）
piece-xiangqi-horse = 馬
piece-xiangqi-tank = 車
piece-xiangqi-cannon = 炮
piece-xiangqi-soldier = 兵（卒）

piece-american-soldier = 士兵
piece-american-armor-brigade = 裝甲旅
piece-american-colonel = 上校
piece-american-recon-battalion = 偵察營
piece-american-missile = 飛彈
piece-american-general = 將軍
piece-american-artillery = 砲兵

piece-amalgamated-prince = 王子
piece-amalgamated-king = 國王
piece-amalgamated-advisor = 謀士
piece-amalgamated-general = 將軍
piece-amalgamated-elephant = 象
piece-amalgamated-war-elephant = 戰象
piece-amalgamated-horse = 馬
piece-amalgamated-knight = 騎士
piece-amalgamated-chariot = 戰車
piece-amalgamated-flying-chariot = 飛車
piece-amalgamated-pawn = 兵
piece-amalgamated-soldier = 士兵

piece-abstract-1-stack = 1 層疊
piece-abstract-2-stack = 2 層疊
piece-abstract-3-stack = 3 層疊
piece-abstract-4-stack = 4 層疊
piece-abstract-5-stack = 5 層疊
piece-abstract-6-stack = 6 層疊
piece-abstract-royal-stone = 王石
piece-abstract-pawn = 兵
piece-abstract-knight = 馬
piece-abstract-bishop = 象
piece-abstract-rook = 車
piece-abstract-queen = 后
piece-abstract-king = 王

piece-chess1999-general = 將軍
piece-chess1999-guard = 衛兵
piece-chess1999-infantry-battalion = 步兵營
piece-chess1999-apc = 裝甲運兵車
piece-chess1999-fighter-jet = 戰鬥機
piece-chess1999-bomber = 轟炸機
piece-chess1999-attack-helicopter = 武裝直升機
piece-chess1999-tank = 坦克
piece-chess1999-mrl = 火箭炮
piece-chess1999-howitzer = 榴彈砲

# 著法列表中各選項之間：「e6e5 或 e3e2」。
list-or = { " 或 " }
list-sep = 、

## 結果

outcome-win = { $reason ->
    [checkmate] { $winner }勝：將死
    [stalemate] { $winner }勝：{ $loser }無子可動（困斃）
    [perpetual-check] { $winner }勝：{ $loser }長將
    [perpetual-chase] { $winner }勝：{ $loser }長捉
    [repetition] { $winner }勝：局面三次重複
    [no-attacking-pieces] { $winner }勝：{ $loser }已無進攻子力
    [move-limit] { $winner }勝：達到著數上限
    [gauntlet] { $winner }勝：{ $loser }在夾道中已無將軍
    [turn-limit] { $winner }勝：達到回合上限
    [royal-captured] { $winner }勝：吃掉了{ $loser }的王石
    [no-legal-action] { $winner }勝：{ $loser }無合法行動
    [prince-captured] { $winner }勝：吃掉了{ $loser }的王子
    [bare-prince] { $winner }勝：{ $loser }只剩王子
    [dead-position] { $winner }勝：只剩雙方國王
    [resignation] { $winner }勝：{ $loser }認輸
    [agreement] { $winner }勝：雙方協議
    [timeout] { $winner }超時勝：{ $loser }未在時限內走棋
    [out-of-time] { $winner }超時勝：{ $loser }的時間用完了
    [adjudicated] { $winner }判勝：本輪時間已到
   *[other] { $winner }勝
}
outcome-draw = { $reason ->
    [stalemate] 和棋：困斃
    [repetition] 和棋：局面三次重複
    [no-attacking-pieces] 和棋：雙方均無進攻子力
    [move-limit] 和棋：連續 { $limit } 步未吃子
    [gauntlet] 和棋：雙方在夾道中都沒有將軍
    [turn-limit] 和棋：已走滿 { $limit } 回合
    [no-legal-action] 和棋：輪到走棋的一方無合法行動
    [dead-position] 和棋：只剩雙方國王
    [agreement] 和棋：雙方同意
    [out-of-time] 和棋：一方時間用完，但對方只剩王（將帥），無法取勝
    [adjudicated] 判和：本輪時間已到
   *[other] 和棋
}
outcome-points = { $drawn }——按子力計分：{ $first } { $first-points }，{ $second } { $second-points }：{ $verdict ->
    [first] { $first }勝
    [second] { $second }勝
   *[tie] 平分
}

## 走棋後的提醒

royal-stone-attacked = 你在 { $at } 的王石可能被吃

## 不合法著法：讀不懂的文字

not-a-move = 「{ $text }」不是著法：{ $game ->
    [xiangqi] 請寫出兩個點（h3e3）、WXF 記法（C2=5）或中文記法（炮二平五）
    [american] 請寫出兩個格子，如 f2f4 或 d1-f6
    [abstract] 請寫出兩個格子，如 e2e3（移石也一樣：b1c2）
    [chess1999] 請寫出兩個點，如 e4e5 或 m12m13=T，或寫打入，如 T@e5
   *[other] 請寫出兩個格子，如 e2e3
}
not-a-chinese-move = 「{ $text }」不是著法：請寫成 炮二平五、馬8進7 或 前車進一，或寫出兩個點（h3e3）
off-board = { $text } 不在棋盤上：直行為 a–{ $last-file }，橫列為 1–{ $ranks }
not-a-drop-letter = 「{ $letter }」不是棋子：可打入 G I A J B H T M 或 W，如 T@e5
no-drops = { $game ->
    [xiangqi] 象棋沒有打入：請把棋子從一個點走到另一個點
    [abstract] 抽象西洋棋沒有打入：請移動一疊，或把一枚棋石交給相鄰的一疊
    [american] 美式西洋棋沒有打入：請把棋子從一格走到另一格
   *[other] 融合西洋棋沒有打入：請把棋子從一格走到另一格
}
no-promotion = { $game ->
    [xiangqi] 象棋
   *[other] 抽象西洋棋
}沒有升變：請去掉「={ $letter }」
not-legal-here = { $text } 在此不是合法著法
replay-mismatch = 對局在此自動停著，但記錄的是「{ $text }」
game-over = 對局已結束：{ $outcome }

## 不合法著法：各種棋盤

no-piece = { $at } 上沒有棋子
not-yours = { $at } 上的{ $piece }屬於{ $owner }；現在輪到{ $mover }走
stays-put = { $at }{ $at } 沒有移動{ $piece }
own-piece-there = { $at } 上是你自己的{ $piece }
leaves-general-in-check = { $text } 會讓你的將被將軍
generals-facing = { $from }{ $to } 會讓雙方將帥在 { $file } 直行上照面
path-blocked = { $piece }的路線在 { $at } 被擋住
not-a-piece-move = { $from }{ $to } 不是{ $piece }的走法
rank-or-file-only = { $piece }只能沿橫線或豎線走
lines-only = { $piece }沿直線走：橫線、豎線或斜線
diagonal-only = { $piece }只能斜走
one-step-any-way = { $piece }向任意方向走一格

## 不合法著法：象棋，以及美式西洋棋的砲兵

palace-only = { $piece }不能離開九宮
general-step = 將（帥）沿直線走一步
adviser-step = 士（仕）斜走一步
elephant-river = 象（相）不能過河
elephant-eye = 象眼 { $at } 被塞住
elephant-step = 象（相）斜走兩步（走田字）
horse-leg = 馬腿 { $at } 被絆住
horse-step = 馬先直走一步，再向外斜走一步（走日字）
screen-in-the-way = { $piece }不吃子時只能經過空{ $game ->
    [xiangqi] 點
   *[other] 格
}，而 { $at } 擋在路上；只有吃子時才能翻山
no-screen = { $piece }吃子時必須恰好隔一個棋子（炮架）
too-many-screens = { $piece }吃子只能隔一個炮架，而 { $from } 與 { $to } 之間有 { $count } 個棋子
soldier-backward = 兵（卒）不能後退
soldier-sideways-too-soon = 兵（卒）過河後才能橫走
soldier-step = 兵（卒）向前走一步，過河後也可橫走一步

## 不合法著法：美式西洋棋

colonel-jump = 上校跳到正好相距兩格的格子
missile-back-line = 飛彈不能落在{ $side }的底線上
cannot-pass = 你還有合法著法：只有無棋可走的一方才能停著
nothing-promotes = { $from }{ $to } 沒有到達{ $side }的底線，所以不會升變
general-promotion-only = 「={ $letter }」：棋子只會升變為將軍（=Q），而且是自動的

## 不合法著法：抽象西洋棋

royal-transfer = 王石不能給出或接受棋石
transfer-too-far = { $at } 上是你自己的{ $piece }，但棋石只能交給相鄰的一疊
stack-too-tall = 一疊最多六枚棋石
one-stack-step = 1 層疊向前走一格，或向斜前方一格吃子
moves-as = { $at } 上是{ $piece }，按{ $moves-as }的走法行棋

## 不合法著法：融合西洋棋

automatic-promotion = 棋子過河時會自動升變或降級：請去掉「={ $letter }」
must-capture-prince = 你必須吃掉對方的王子：這是強制的
king-in-check = { $from }{ $to } 會讓你在 { $king } 的國王被將軍
prince-exposed = { $from }{ $to } 會讓你的王子被吃，而你還有別的著法
royal-corridor = { $piece }不能離開 c–f 直行
king-recross = 國王不能退回河的這一邊

## 不合法著法：西洋棋 1999

cannot-reach = { $from } 上的{ $piece }走不到 { $to }
apc-never-promotes-again = 由步兵營變成的裝甲運兵車不能再升變
apc-not-on-last-line = { $at } 不在你的底線上，所以裝甲運兵車不能升變
apc-promotion = 「={ $letter }」：裝甲運兵車升變為直升機（=H）、坦克（=T）或火箭炮（=M）
only-apc-promotes = 只有裝甲運兵車可以選擇升變；{ $at } 上的{ $piece }不能
general-never-dropped = 將軍永遠不會被吃，所以也永遠不會打入
none-in-hand = 你手中沒有{ $piece }
drop-on-occupied = { $at } 不是空點：只能打入空點
guard-outside-post = 衛兵只能打入你自己的指揮所內
drop-on-last-line = { $piece }不能打入你的底線

## 不合法著法：象棋記法

no-piece-on-file = { $side }在第 { $file } 路沒有{ $piece }
not-legal-for = { $text } 不是{ $side }此時的合法著法
ambiguous-wxf = { $text } 可以是 { $moves }：請指明是哪一個，例如用 +（前）或 -（後）
ambiguous-chinese = { $text } 可以是 { $moves }：請用「前」或「後」指明

## 被拒絕的局面字串

position-field-count = { $game ->
    [xiangqi] 象棋
    [american] 美式西洋棋
    [amalgamated] 融合西洋棋
    [abstract] 抽象西洋棋
   *[chess1999] 西洋棋 1999
}的局面有 { $count } 個欄位，如 `{ $example }`；這個有 { $found } 個
position-side-field = 走棋方必須是 `w`（{ $first }）或 `b`（{ $second }），而不是 `{ $field }`
position-not-a-number = { $what ->
    [half-move-clock] 半回合計數
    [turn] 回合數
   *[move-number] 回合序號
}必須是整數，而不是 `{ $field }`
position-rank-count = 棋子佈局有 { $found } 個橫列；這個棋盤有 { $ranks } 個橫列
position-rank-too-wide = 第 { $rank } 橫列超過了 { $files } 格
position-empty-run = 第 { $rank } 橫列有長度為 0 的空位
position-bad-char = 第 { $rank } 橫列在應為棋子字母或數字的地方出現了 `{ $letter }`
position-rank-width = 第 { $rank } 橫列有 { $found } 格；這個棋盤寬 { $files } 格
position-move-number-zero = 回合序號從 1 開始
position-no-markers = { $game ->
    [amalgamated] 融合西洋棋沒有 `~` 標記
    [abstract] 抽象西洋棋的棋疊不帶 `+` 或 `~` 標記
    [american] 美式西洋棋的棋子不帶 `+` 或 `~` 標記
   *[xiangqi] 象棋棋子不帶 `+` 或 `~` 標記
}（在 { $at }）
position-bad-letter = { $at } 上的 `{ $letter }` 不是{ $game ->
    [xiangqi] 象棋棋子：字母為 K A B N R C P（E 和 H 也讀作象和馬）
    [american] 美式西洋棋棋子：字母為 P R N B M Q C
    [amalgamated] 融合西洋棋字母：K Q B N R P，升變的棋子前加 `+`
    [abstract] 抽象西洋棋字母：P N B R T Q 是 1–6 層疊，K 是王石
   *[chess1999] 西洋棋 1999 字母：K G I A J B H T M W
}
position-too-many = { $side }的{ $piece }超過了開局時的 { $most } 個
position-xiangqi-dashes = 象棋局面的第三、第四個欄位總是 `-`
position-xiangqi-check = { $side }正被將軍（或將帥照面），但現在不是{ $side }走
position-misplaced = { $at } 上的{ $side }{ $piece }{ $rule ->
    [outside-palace] 在九宮之外
    [adviser-point] 不在九宮的士位上
    [elephant-point] 不在己方的象位上
   *[soldier-behind] 不可能走到那裡：兵（卒）過河前只能向前走
}
position-no-general = { $side }沒有將（帥）
position-missile-back-line = 飛彈永遠不能停在{ $side }的底線上（{ $at }）
position-would-be-general = { $side }底線上的{ $piece }（{ $at }）早該變成將軍了
position-too-many-pieces = { $side }的棋子超過了開局時的 { $most } 個
position-turn-range = 回合數必須在 1 到 { $last } 之間（{ $last } 只在走滿 { $limit } 回合後出現），而不是 { $turn }
position-last-turn = 第 { $turn } 回合只能緊接在紅方最後一步之後：輪到藍方走
position-two-royals = { $side }有不止一個王石
position-too-many-stones = { $side }的棋疊中共有 { $count } 枚棋石；開局時每方 { $most } 枚，且不會增加
position-royal-missing = { $side }沒有王石，但王石被吃時對局就已結束
position-plus-needed = { $at } 上的棋子在敵方半場，所以需要 `+`
position-plus-forbidden = { $at } 上的棋子在己方半場，所以不能帶 `+`
position-royal-corridor = { $at } 上的王者在 c–f 直行之外，而它必須留在那裡
position-prince-missing = { $side }沒有王者，但王子被吃時對局就已結束
position-bare-prince = { $side }只剩王子：對局在上一步就已結束
position-king-in-check = { $side }的國王正被將軍，但現在不是{ $side }走
position-hands-missing = 棋子佈局必須以方括號中的手中棋子結尾，如 `…/JBMHTG1GTHMBJ[]`
position-plus-not-apc = `+` 標記由步兵營變成的裝甲運兵車；{ $at } 上的是{ $piece }
position-general-tilde = 將軍永遠不會被打入，所以不帶 `~`
position-bad-hand-letter = `{ $letter }` 不能在手中：手中只能有 G I A J B H T M W（藍方用大寫）
position-hand-full = 手中同一種棋子不能超過 { $most } 個
position-general-count = { $side }必須正好有一個將軍，而不是 { $count } 個
position-general-in-check = { $side }的將軍正被將軍，但現在不是{ $side }走
position-outside-post = { $side }在 { $at } 的{ $piece }在指揮所之外，而它從不離開指揮所
position-infantry-last-line = { $side }在 { $at } 的步兵營停在底線上，而那裡它早該變成裝甲運兵車了
