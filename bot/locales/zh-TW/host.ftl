# 我的回覆（繁體中文）：頻道中的回覆與只給一位玩家看的拒絕。鍵與 en-US 相同。

## 時長

duration-day = { $n } 天
duration-hour = { $n } 小時
duration-minute = { $n } 分鐘
duration-second = { $n } 秒
duration-joiner = { " " }

## 各處的拒絕

refusal-no-game = 本頻道沒有進行中的對局。用 /挑戰 開始一局。
refusal-position-changed = 你的命令到達之前局面已經變了（有人先走了一步），所以什麼也沒做。請看新的棋盤再試一次。
refusal-internal = 我這邊出了問題，什麼也沒有改變。請再試一次。
refusal-database-unreachable = 我暫時連不上我的資料庫；請稍後再試。
refusal-database-full = 我的資料庫空間已滿，什麼也存不下。你的棋局都還在；等管理者騰出空間後再試。
refusal-database-read-only = 我的資料庫暫時無法寫入，什麼也存不下。你的棋局都還在；請稍後再試。
refusal-busy-game = 本頻道已有進行中的對局。請到別的頻道或討論串下棋。
refusal-busy-challenge = 本頻道已有未回應的挑戰。請到別的頻道或討論串下棋。
refusal-not-a-player = 你沒有參加這局棋（{ $players }）。
refusal-game-over = 那局棋已經結束（{ $result }）；這個按鈕不再有作用。

## 玩家與結果

players-line = { $first } 對 { $second }
player = { $side } { $who }
player-engine = { $side } { $who }（難度 { $level }）
result-won = { $result } —— { $winner } 戰勝 { $loser }
result-drawn = { $result }
result-aborted = 已取消

## 走棋

status-to-move = { $check ->
    [yes] 輪到{ $side }走（被將軍），{ $who }
   *[no] 輪到{ $side }走，{ $who }
}
status-thinking = { $check ->
    [yes] 輪到{ $side }走（被將軍）：{ $who } 正在思考…
   *[no] 輪到{ $side }走：{ $who } 正在思考…
}
turn-check = ，將軍
turn-move = { $side } { $played }
turn-pass = 。{ $side }無棋可走，停著
turn-warning = ⚠️ { $side }：{ $warning }。
turn-then = { " — " }{ $status }
refusal-not-your-turn = 還沒輪到你：現在輪到{ $side }走（{ $who }）。
refusal-illegal-move = { $reason }。
refusal-move-too-long = 這不是著法：著法最多 { $max } 個字元，就像 /著法 列出的那樣。

## 挑戰

challenge-sides-random = 先後手隨機決定
challenge-sides = { $me } 執{ $mine }，你執{ $yours }
challenge = { $position ->
    [yes] { $them }，{ $me } 邀請你從所示局面下一局{ $game }（{ $sides }）。挑戰有效期 { $open }。
   *[no] { $them }，{ $me } 邀請你下一局{ $game }（{ $sides }）。挑戰有效期 { $open }。
}
challenge-declined = { $them } 拒絕了 { $me } 的{ $game }挑戰。
challenge-withdrawn = { $me } 撤回了給 { $them } 的挑戰。
game-on = 對局開始！{ $game }：{ $players }。{ $status }
button-accept = 接受
button-decline = 拒絕
button-cancel = 撤回
ratings-after = 等級分：{ $first }，{ $second }
rating-change = { $who } { $before } → { $after }（{ $delta }）
resigned = { $who }（{ $side }）認輸。{ $result }
board-line = { $game }：{ $players }。{ $status }

## 和棋、悔棋、取消與超時判勝

draw-offered = { $who }（{ $side }）提議和棋。{ $them }，請接受或拒絕（走一步也算拒絕）。
draw-declined = { $who } 拒絕了和棋提議。對局繼續：{ $status }
draw-accepted = { $who } 接受了和棋提議。{ $result }
takeback-asked = { $who }（{ $side }）請求收回自己的著法 { $move }。{ $them }，請接受或拒絕。
takeback-declined = { $who } 拒絕悔棋。對局繼續。
takeback-done = { $who } 同意：{ $them } 的著法 { $move } 已收回。{ $status }
aborted = { $who } 取消了這局{ $game }（{ $players }）。不計結果。
claimed = { $who } 因對方超時申請判勝。{ $result }
button-accept-draw = 接受和棋
button-decline-draw = 拒絕和棋
button-accept-takeback = 同意悔棋
button-decline-takeback = 拒絕悔棋
refusal-draw-standing = 你已經提議和棋；在 { $them } 回應或走棋之前，提議一直有效。
refusal-takeback-standing = 你已經請求悔棋；請等 { $them } 回應。
refusal-nothing-to-take-back = 你還沒有走棋，沒有可以收回的著法。
refusal-abort-not-a-player = 只有對局雙方（{ $players }）或管理員可以取消這局棋。
refusal-abort-too-late = 雙方都已走棋，這局棋不能再取消。你可以認輸或提議和棋；管理員仍可取消。
refusal-claim-own-turn = 現在輪到你走：只有你的對手可以申請超時判勝。
refusal-claim-too-early = { $who } 還有 { $left } 可以走棋（這裡每步限時 { $limit }）。時限過後你才能申請判勝。
refusal-stale-button = 這個按鈕已經失效。
refusal-own-draw-offer = 這是你自己的和棋提議；只有 { $them } 可以回應。
refusal-own-takeback = 這是你自己的悔棋請求；只有 { $them } 可以回應。
refusal-no-move-any-more = 已經沒有可以收回的著法了。
refusal-offer-closed = { $what ->
    [draw] 那個和棋提議已經失效。
   *[takeback] 那個悔棋請求已經失效。
}
refusal-no-offer = { $what ->
    [draw] 沒有需要回應的和棋提議。
   *[takeback] 沒有需要回應的悔棋請求。
}

## 被拒絕的挑戰

refusal-self-challenge = 你不能挑戰自己。請選擇另一位玩家作為對手。
refusal-bot-opponent = 你不能挑戰 { $them }：它是機器人，其他機器人不在這裡下棋。想和電腦下棋，請挑戰我。
refusal-bad-position = 那個開局局面不能用：{ $why }。
refusal-position-over = 那個局面已經結束（{ $result }）。請選擇一個還能繼續下的局面。
refusal-channel-has-game = 本頻道已有進行中的對局（{ $game }，{ $players }）。請先下完，或到別的頻道或討論串下棋。
refusal-channel-has-challenge = 本頻道已有未回應的挑戰（{ $me } 向 { $them } 發起的{ $game }挑戰）。請等它被回應或過期，或到別的頻道或討論串下棋。
refusal-no-open-challenge = 本頻道沒有未回應的挑戰。
refusal-no-such-challenge = 沒有這個挑戰。
refusal-challenge-closed = 這個挑戰已經{ $how ->
    [accepted] 被接受
    [declined] 被拒絕
    [cancelled] 被撤回
   *[expired] 過期
}了。
refusal-challenge-just-answered = 這個挑戰剛剛已被人回應。
refusal-own-challenge = 這是你自己發起的挑戰；只有你的對手可以回應。按「撤回」可以撤回它。
refusal-challenge-for-another = 這個挑戰是給 { $them } 的，不是給你的。
refusal-cancel-by-challenger = 只有挑戰者可以撤回；請按「拒絕」。
refusal-cancel-not-yours = 只有 { $me } 可以撤回這個挑戰。
challenge-expired = { $me } 向 { $them } 發起的{ $game }挑戰無人回應，已過期。

## 棋盤、著法列表、遊戲

refusal-board-out-of-date = 這個棋盤已經過時：之後又走了棋。用 /棋盤 查看當前對局。
orientation-turn = 回覆你的棋盤現在把輪到走棋的一方放在下方（預設）。
orientation-own = 回覆你的棋盤現在總把你自己這一方放在下方，你走棋後也一樣。
games-title = { $title }（用 /挑戰 開始一局）：
games-title-words = 這裡可以下的棋
games-line = • { $game }（`{ $id }`），{ $files }×{ $ranks } { $cells ->
    [points] 點
   *[squares] 格
}，{ $first }對{ $second }
games-none-active = 這裡現在沒有進行中的對局。
games-active-title = 這裡進行中的對局：
games-active-line = • { $channel } { $game }（#{ $id }），{ $players }，第 { $ply } 步
games-more = • ……還有更多：見 /歷史。
button-flip = 翻轉棋盤
legal-moves = 輪到{ $side }走，共有 { $count } 種合法著法：
legal-moves-more = ……還有 { $count } 種（輸入著法即可檢查）。
refusal-not-a-square = 「{ $text }」不是這個棋盤上的位置：請用直行字母和橫列數字表示，如 e4。
refusal-no-piece-there = { $at } 上沒有棋子。
piece-what = { $at } 上的{ $side }{ $piece }
piece-not-its-turn = { $what }現在不能走：輪到{ $side }走。
piece-no-moves = { $what }沒有合法著法。
piece-moves = { $what }有 { $count } 種走法：{ $moves }。
piece-moves-marked = { $what }有 { $count } 種走法（已在棋盤上標出）。
refusal-timeout-not-in-server = 每步時限按伺服器設定；請在伺服器頻道中使用。
refusal-timeout-not-moderator = 只有管理員可以更改每步時限。
refusal-timeout-range = 每步時限必須在 1 分鐘到 90 天之間。
timeout-set = 這裡的玩家現在每步有 { $limit }；超時後對手可以申請判勝。
refusal-too-often = 你在過去 { $window } 內已經 { $count } 次挑戰或請求其他玩家；請等 { $wait } 後再試。

## 歷史、重播、等級分

history-title = { $title } —— 第 { $page }/{ $pages } 頁（共 { $total } 局）
history-title-words = { $where ->
    [channel] 本頻道
   *[server] 本伺服器
}{ $player ->
    [none] {""}
   *[other] { $player } 的
}{ $game ->
    [none] {""}
   *[other] { $game }
}對局
history-empty = 還沒有對局。用 /挑戰 開始一局。
history-line = `#{ $id }` { $game } —— { $players } —— { $result } —— { $date }
history-tournament = — 第 { $id } 號比賽，第 { $round } 輪
history-hints = —— 用了 { $count } 次提示
result-in-progress = 進行中，第 { $ply } 步
result-finished = 已結束
show-title = { $game } `#{ $id }` —— { $players } —— 第 { $ply }/{ $last } 步
show-result = { " — " }{ $result }
show-position = 局面：`{ $position }`
export-title = { $game } `#{ $id }` —— { $players } —— 共 { $count } 步。其中任何局面都可以開始新對局：`/查看對局 { $id } <步數>` 會給出用於 `/挑戰 … 局面:` 的局面字串。
replay-title = { $game } `#{ $id }` —— { $players } —— { $result } —— { $count } 步的重播{ $stride ->
    [1] {""}
   *[other] （為符合 Discord 的大小限制，每 { $stride } 步取一幀）
}。
refusal-ply-out-of-range = 第 #{ $id } 局共 { $last } 步；請選擇 0 到 { $last } 之間的步數。
refusal-no-game-here = 本伺服器沒有第 #{ $id } 局。/歷史 會列出所有對局。
refusal-record-broken = 這局棋的記錄無法重放；什麼也沒有改變。
refusal-replay-failed = 無法生成重播。
ratings-none = { $who } 在這裡還沒有計分的對局。從標準開局開始的對局結束時計分（取消的對局不計）。
ratings-title = { $title }（Glicko-2）
ratings-title-words = { $who } 的等級分
ratings-line = • { $game }（{ $pace ->
    [live] 快棋
   *[correspondence] 通信棋
}）：{ $rating } ± { $spread } —— { $record }
leaderboard-empty = 這裡還沒有人有{ $game }{ $pace ->
    [live] 快棋
   *[correspondence] 通信棋
}等級分：下完一局就能上榜。
leaderboard-title = { $game }排行榜（{ $pace ->
    [live] 快棋
   *[correspondence] 通信棋
}）
leaderboard-line = { $rank }. { $who } —— { $rating } ± { $spread } —— { $record }
record = { $wins } 勝，{ $losses } 負，{ $draws } 和

## 設定與提醒

style-characters = 漢字
style-pictures = 圖案
style-letters = 字母
refusal-style-not-offered = { $game }沒有這種樣式；它有：{ $styles }。
refusal-settings-not-in-server = 設定屬於伺服器；請在伺服器中使用。
refusal-settings-not-manager = 只有可以管理本伺服器的成員才能更改設定。
refusal-reminder-range = 提醒必須在 90 天以內（0 表示關閉提醒）。
refusal-choose-one-game = 請選擇一種棋。
settings-saved-limits = 設定已儲存。時限適用於從現在起開始的對局；進行中的對局保持開始時的時限。
settings-saved = 設定已儲存。
settings-current = 本伺服器的設定：
settings-body = • 每步時限：{ $limit }（超時後對手可以用 /超時判勝）
    • 提醒輪到走棋的玩家：{ $reminder }
    • 棋盤顯示：{ $orientation ->
        [own] 每位玩家自己的一方在下方
       *[turn] 輪到走棋的一方在下方
    }（玩家可以用 /棋盤方向 自行選擇）
    • 棋子：{ $pieces }（玩家可以用 /棋子樣式 自行選擇）
    • 我發文所用的語言：{ $language }
    • 新對局：{ $threads ->
        [yes] 各自在新的討論串中進行（挑戰時可用「討論串」選項另選）
       *[no] 在本頻道進行（挑戰時可用「討論串」選項開討論串）
    }
    • 發起比賽：{ $tournaments ->
        [yes] 任何成員都可以
       *[no] 僅限可管理伺服器的成員
    }
settings-reminders-off = 關閉
settings-reminder-after = { $time }後
settings-language-default = { $language }（在選定之前使用伺服器的 Discord 語言）
game-style = { $game }：{ $style }
own-style = 回覆你的{ $game }棋盤現在顯示{ $style }。
own-style-default = 回覆你的{ $game }棋盤現在使用本伺服器的樣式，或該遊戲的預設樣式。
reminder = { $who }，{ $game } `#{ $id }`（{ $players }）輪到你走了，已等待 { $waited }。{ $claim }
reminder-claim-now = { $other } 現在可以用 /超時判勝 申請判勝。
reminder-claim-later = 如果上一步之後 { $limit } 內你還沒有走棋，{ $other } 可以用 /超時判勝 申請判勝。

## Discord 適配層

refusal-restarting = 我正在重啟：什麼也沒做。請過一分鐘再試。
refusal-level-range = 難度從 1 到 8。
refusal-level-for-bot = 難度是我的棋力：只用於和我對弈。想和電腦下棋請挑戰 { $me }，想挑戰真人請不要填難度。
refusal-not-a-member = { $them } 不是本伺服器的成員。
refusal-cannot-see-channel = { $them } 看不到這個頻道，所以無法回應。請在你們都能看到的頻道裡挑戰對方。
refusal-replays-busy = 現在正在生成其他重播；請過一分鐘再試。
refusal-replay-cooldown = 請等 { $seconds } 秒後再使用 /重播。
refusal-bad-value = 「{ $input }」在這裡不是有效的值：{ $error }。
refusal-bad-option = 有選項缺失或無效：{ $error }。
refusal-server-only = 錦標賽和伺服器設定只能在加入了機器人的伺服器中使用（伺服器管理員可以從機器人的個人資料加入它）。對局在哪裡都能下。
refusal-seen-by-you-alone = 在這裡只有你看得到機器人的回覆：你不能在本頻道發訊息，或者這個伺服器關閉了成員加入的應用程式。什麼也沒做。請在你能發訊息的頻道或私訊裡下棋。
refusal-command-failed = 我這邊出了問題。請再試一次。

## 自動補全

square-choice = { $at } · { $side }{ $piece }

## 走棋選單（每步棋盤下的「走棋」按鈕）

button-move = 走棋
refusal-picker-stale = 這個走棋選單已經過時：之後又走了棋。請在最新的棋盤下按「走棋」。
picker-pieces = 輪到你走（{ $side }）：選擇要走的棋子。
picker-choose-piece = 選擇棋子
picker-piece = { $piece } { $at }
picker-in-hand = 手中的{ $piece }
picker-move-count = { $count } 種走法
picker-pass = 停著
picker-targets = { $what }：選擇走到哪裡（{ $count } 處）。
picker-drops = 打入{ $piece }：選擇位置（{ $count } 處）。
picker-choose-target = 選擇走到哪裡
picker-takes = 吃{ $piece }
picker-promotion = 走到 { $at } 的{ $piece }：選擇變成什麼。
picker-choose-promotion = 選擇變成什麼
picker-becomes = { $piece }
picker-page = （第 { $page } 頁，共 { $pages } 頁）
picker-previous = ◀ 上一頁
picker-next = 下一頁 ▶
picker-back = 返回

## A thread for every game

thread-name = { $first } 對 { $second } · { $game }
thread-started = 對局在 { $thread } 中進行。
thread-refused = 我無法在這裡為這局開討論串（我需要在本頻道建立公開討論串的權限），所以這局在本頻道進行。
thread-not-member = 這個伺服器沒有加入我，所以我無法在這裡為這局開討論串：這局在本頻道進行。

## 分析與提示

analysis-title = { $game } `#{ $id }` 的分析 —— { $players } —— { $result }
analysis-side = { $side } { $who }：準確率 { $accuracy }%；輕微失誤 { $inaccuracies } 次，錯誤 { $mistakes } 次，嚴重錯誤 { $blunders } 次
analysis-hints = 本局共用了 { $count } 次提示。
analysis-no-mistakes = 沒有輕微失誤、錯誤或嚴重錯誤：下得好！
analysis-worst = 最差的幾步：
analysis-worst-move = 第 { $ply } 步 { $side } { $played }{ $glyph }：更好的是 { $better }
analysis-worst-button = { $ply }. { $played }{ $glyph }
analysis-progress = 正在分析 { $game } `#{ $id }`…… { $done } / { $total } 個局面 { $bar }
judged-title = 第 { $ply } 步 { $side } { $played }{ $glyph }：勝率 { $before }% → { $after }%
judged-better = 更好的是：{ $better }（勝率 { $chances }%）
show-evaluation = 形勢：{ $side } 勝率 { $chances }%
show-judged = 第 { $ply } 步 { $played }{ $glyph }：更好的是 { $better }
hint-title = 提示（只有你能看到）：{ $best }（本局已用 { $count } 次提示）
analyse-button = 分析
refusal-nothing-analysed = 這個頻道還沒有結束的對局。請給出對局編號：/分析 編號:12。
refusal-analyse-game-on = 第 #{ $id } 局還在進行：結束後才能分析。（和我下棋時，/提示 會顯示我的最佳著法。）
refusal-analyse-no-moves = 第 #{ $id } 局沒有可分析的著法。
refusal-analysis-gone = 第 #{ $id } 局的分析已失效（引擎已更新）：請重新 /分析。
refusal-analysis-server-busy = 本伺服器正在分析另一局；請等它完成後再試。
refusal-analysis-busy = 我現在要分析的對局已經夠多了；請過幾分鐘再試。
refusal-analysis-failed = 第 #{ $id } 局的分析中途停止了；已找到的結果都保留著：請重新 /分析。
refusal-hint-people = 提示只用於和我下的對局：人與人對弈時，誰都不能得到引擎的幫助。
refusal-hint-my-turn = 現在輪到我走；提示只在你自己走棋時可用。
refusal-hint-cooldown = 請等 { $seconds } 秒後再要提示。

## 謎題

puzzle-title = 謎題 `#{ $id }` · { $game } · { $side }走：找出最好的一步，{ $how }。
how-puzzle-discord = 用 /謎題 著法: 回答
how-puzzle-console = 輸入你的著法（輸入 moves 列出全部著法）
puzzle-going = 你還有這道謎題沒做完：
puzzle-from = 出自 { $players }，{ $date }。
puzzle-correct = 正確：{ $played }。對方應：{ $reply }。
puzzle-solved = 解開了：{ $played } { $theme ->
    [mate] 直接取勝。
   *[other] 取得明顯優勢。
}
puzzle-failed = 這次沒解開：{ $played } 不對。答案：{ $solution }。
puzzle-ratings = 你的{ $game }謎題等級分：{ $before } → { $after }（謎題的：{ $puzzle_before } → { $puzzle_after }）。
refusal-no-puzzle-left = 這裡已經沒有你沒做過的{ $game ->
    [any] 謎題
   *[other] { $game }謎題
}了。
refusal-no-puzzle-going = 你現在沒有謎題：用 /謎題 領一道。
settings-daily = 每日謎題：在 { $channel }，每天 UTC { $hour }:00 起。
settings-daily-off = 每日謎題：關閉（用 /設定 每日謎題: 開啟）。
daily-title = **每日謎題** · { $game } · { $side }走。按「解題」試一試（你的著法只有你看得到）。
daily-nobody = 昨天的謎題沒有人解開。
daily-solvers = 昨天的謎題由 { $who } 解開。
daily-solve = 解題
refusal-daily-hour = 時間是 0 到 23 點（UTC）。
refusal-daily-channel = 請選擇每日謎題的頻道（每日謎題:）。
refusal-puzzle-other-going = 你還有一道謎題沒做完：先做完它（/謎題）。
refusal-puzzle-tried = 你已經做過這道謎題了。

## Live games: clocks

status-live = { $status }。{ $clock }
clock-running = { $low ->
    [yes] ⏰ 時間緊張：{ $side }的時間將於{ $when }用完
   *[no] ⏱ { $side }的時間將於{ $when }用完
}
clock-first-move = ⏱ { $side }須在{ $when }前走出第一步，否則對局取消
pace-live = ⏱ 快棋，{ $control }：每方{ $minutes }分鐘，每步加{ $seconds }秒。
flag-fell = ⏱ { $result }
flag-first-move = ⏱ { $game }對局已取消：{ $side }（{ $who }）未在時限內走出第一步。不計結果。
refusal-flag-fell = 你的著法到達前時間已用完：本局已按超時結束。
refusal-bad-clock = 「{ $typed }」不是有效的用時設定：請寫每方分鐘數和每步加秒數，如 5+3（{ $min }–{ $max } 分鐘，0–{ $seconds } 秒）。
clock-choice = { $control } · 每方{ $minutes }分鐘，每步加{ $seconds }秒
rematch-button = 再來一局
refusal-rematch-going = 這局還在進行：結束後才能再來一局。
refusal-claim-live = 這局有計時：時間用完時對局會自動結束。
refusal-flag-fallen = 有一方的時間已用完：本局已按超時結束。

# 比賽（/tournament）。
tournament-default-name = 第 { $id } 號比賽
tournament-announcement = { $name }（#{ $id }）：{ $game }{ $format ->
    [round-robin] 單循環賽
    [double-round-robin] 雙循環賽
   *[swiss] 瑞士制（{ $rounds } 輪）
}，由 { $organiser } 組織。
tournament-correspondence = 通信賽：每輪 { $days } 天。
tournament-players = 棋手（{ $count }）：{ $players }
tournament-bot-entrant = { $who }（{ $level } 級）
tournament-open = 按「加入」參賽。至少 { $least } 人加入後，{ $organiser } 用 `/tournament start` 開賽。
tournament-open-until = 按「加入」參賽。如有至少 { $least } 人加入，將於 { $at } 自動開賽。
tournament-running = 正在進行第 { $round } 輪（共 { $rounds } 輪）。
tournament-finished = 比賽已結束：見 `/tournament standings`。
tournament-cancelled = 比賽已取消。
button-join = 加入
button-leave = 退出
tournament-summary = #{ $id } { $name }：{ $game }，{ $format ->
    [round-robin] 單循環賽
    [double-round-robin] 雙循環賽
   *[swiss] 瑞士制
}，{ $status ->
    [open] 報名中
    [running] 第 { $round } 輪（共 { $rounds } 輪）
    [finished] 已結束
   *[cancelled] 已取消
}
tournament-list = 本伺服器的比賽 —— 第 { $page }/{ $pages } 頁（共 { $total } 場）：
tournament-list-past = 本伺服器已結束的比賽 —— 第 { $page }/{ $pages } 頁（共 { $total } 場）：
tournament-list-more = …… 本頁另有 { $count } 場，一則訊息放不下（`/tournament show id:` 可查看任一場比賽）。
tournament-list-none = 本伺服器沒有進行中的比賽。可管理伺服器的成員可用 `/tournament create` 發起比賽。
tournament-list-none-past = 本伺服器還沒有已結束的比賽。
tournament-round = { $name }，第 { $round } 輪（共 { $rounds } 輪）：
tournament-board = 第 { $board } 台：{ $first } – { $second }，在 { $thread }
tournament-board-here = 第 { $board } 台：{ $first } – { $second }
tournament-board-decided = 第 { $board } 台：{ $first } – { $second }：{ $result ->
    [first-forfeit] { $first } 因對方棄權獲勝
    [second-forfeit] { $second } 因對方棄權獲勝
   *[double-forfeit] 未進行
}
tournament-board-bye = { $who } 本輪輪空（得 1 分）。
tournament-round-ends = { $at } 時仍未結束的對局將被判定：超時一方負，否則和棋。
tournament-game = { $name }，第 { $round } 輪，第 { $board } 台。
tournament-leaders = 第 { $round } 輪後排名：
tournament-podium = 最終排名：
standings-line = { $place }. { $who } — { $points } 分
tournament-over = { $name } 結束了！
tournament-withdrawn = { $who } 已退出比賽。
refusal-no-tournament = 本伺服器沒有這個比賽。
refusal-tournament-manager = 在這裡只有可管理本伺服器的成員才能發起比賽（管理者可用 `/settings tournaments:True` 允許所有人）。
refusal-tournament-server = 比賽在伺服器中進行，不能在私訊中進行。
refusal-tournament-rounds = 瑞士制需要指定輪數：請加上 `rounds:`。
refusal-tournament-rounds-range = 瑞士制的輪數為 1 到 { $most } 輪。
refusal-tournament-name = 比賽名稱最多 60 個字。
refusal-tournament-full = 本比賽已滿（{ $most } 人）。
refusal-tournament-joined = 你已經在本比賽中了。
refusal-tournament-not-in = 你不在本比賽中。
refusal-tournament-started = 本比賽已開始，不能再加入。
refusal-tournament-leave-running = 本比賽已開始。如要退出，請用 `/tournament withdraw`：你剩下的對局將判負。
refusal-tournament-over = 本比賽已結束。
refusal-tournament-organiser = 只有組織者 { $them } 或可管理本伺服器的成員才能開賽。
refusal-tournament-too-few = 只有 { $count } 人加入：比賽至少需要 { $least } 人。
refusal-tournament-rounds-players = { $rounds } 輪的瑞士制需要多於 { $rounds } 名棋手，現有 { $count } 人。請等更多人加入，或發起輪數更少的比賽。
refusal-tournament-not-running = 本比賽不在進行中。
refusal-tournament-not-begun = { $name } 尚未開始，還沒有排名。
refusal-board-started = 這一台的對局已經開始了。
tournament-thread-name = 第 { $round } 輪第 { $board } 台：{ $first } – { $second }
tournament-adjudicated = 本輪時間已到：{ $result }。
refusal-abort-tournament = 比賽對局不能取消：請下完或認輸（一直不走第一步的一方判負）。
tournament-no-show = { $who } 在本輪時間結束前一直沒有走第一步：判負。
tournament-called-off = { $name } 已被 { $who } 取消。
refusal-tournament-cancel = 只有組織者 { $them } 或可管理本伺服器的成員才能取消比賽。
refusal-tournament-no-thread = 比賽的每局都在各自的討論串中進行，而我在這裡不能開討論串：請在我可以建立公開討論串的文字頻道發起比賽。
