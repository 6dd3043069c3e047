# 我的回覆（繁體中文）：頻道中的回覆與只給一位玩家看的拒絕。鍵與 en-US 相同。

## 時長

duration-day = { $n } 天
duration-hour = { $n } 小時
duration-minute = { $n } 分鐘
duration-second = { $n } 秒
duration-joiner = {""}

## 各處的拒絕

refusal-no-game = 本頻道沒有進行中的對局。用 /挑戰 開始一局。
refusal-position-changed = 你的命令到達之前局面已經變了（有人先走了一步），所以什麼也沒做。請看新的棋盤再試一次。
refusal-internal = 我這邊出了問題，什麼也沒有改變。請再試一次。
refusal-busy-game = 本頻道已有進行中的對局。請到別的頻道或討論串下棋。
refusal-busy-challenge = 本頻道已有未回應的挑戰。請到別的頻道或討論串下棋。
refusal-not-a-player = 你沒有參加這局棋（{ $players }）。
refusal-game-over = 那局棋已經結束（{ $result }）；這個按鈕不再有作用。

## 玩家與結果

players-line = { $first } 對 { $second }
player = { $side } { $who }
player-engine = { $side } { $who }（難度 { $level }）
result-won = **{ $result }** —— { $winner } 戰勝 { $loser }
result-drawn = **{ $result }**
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
turn-pass = 。{ $side }無棋可走，停著
turn-warning = ⚠️ { $side }：{ $warning }。
refusal-not-your-turn = 還沒輪到你：現在輪到{ $side }走（{ $who }）。
refusal-illegal-move = { $reason }。
refusal-move-too-long = 這不是著法：著法最多 { $max } 個字元，就像 /著法 列出的那樣。

## 挑戰

challenge-sides-random = 先後手隨機決定
challenge-sides = { $me } 執{ $mine }，你執{ $yours }
challenge = { $position ->
    [yes] { $them }，{ $me } 邀請你從所示局面下一局**{ $game }**（{ $sides }）。挑戰有效期 { $open }。
   *[no] { $them }，{ $me } 邀請你下一局**{ $game }**（{ $sides }）。挑戰有效期 { $open }。
}
challenge-declined = { $them } 拒絕了 { $me } 的{ $game }挑戰。
challenge-withdrawn = { $me } 撤回了給 { $them } 的挑戰。
game-on = 對局開始！**{ $game }**：{ $players }。{ $status }
button-accept = 接受
button-decline = 拒絕
button-cancel = 撤回
ratings-after = 等級分：{ $first }，{ $second }
resigned = { $who }（{ $side }）認輸。{ $result }
board-line = **{ $game }**：{ $players }。{ $status }

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
