# 棋盤網頁（bot/src/web）及其連結。

refusal-link-elsewhere = 那局棋不在這個頻道裡下。
refusal-link-unavailable = 暫時無法產生連結；請稍後再試。
refusal-link-unknown = 這個棋盤連結不是我發出的。請按棋局下方的**棋盤**取得你自己的連結。
refusal-link-revoked = 這個棋盤連結已被撤銷。請按棋局下方的**棋盤**取得新連結。
refusal-link-expired = 這個棋盤連結已過期。請按棋局下方的**棋盤**取得新連結。
refusal-link-watching = 你在觀看這局棋：只有對局雙方可以走棋。
refusal-link-game-over = 那局棋已經結束：頻道裡的新棋局不能用它的連結來下。
page-over = 棋局已結束：{ $result }
page-title = { $game }：{ $first } 對 { $second }
page-you-play = 你執{ $side }。
page-watching = 你在觀看。
page-flip = 翻轉棋盤
page-moves = 著法
page-connecting = 正在連線…
page-reconnecting = 連線中斷；正在重新連線…
page-your-turn = 輪到你走。
page-type-move = 輸入著法
page-send = 走棋
page-sound = 聲音
page-position = 局面
page-hand = 手中
page-pass = 停一手
page-choose = 選擇升變成什麼
page-link-help = 請在 Discord 中按棋局下方的**棋盤**取得你自己的連結。
board-link = 你的第 { $game } 局棋盤：{ $link }
    這個連結只屬於你：拿到它的人都能以你的身分走棋。它在 { $until } 之前有效；按**撤銷**可立即作廢。
board-link-revoked = { $count ->
    [0] 你沒有這局棋的有效連結。
   *[other] 你這局棋的 { $count } 個連結已失效。
}
page-not-understood = 棋盤傳來了我看不懂的內容；什麼也沒做。請重新整理頁面。
page-too-fast = 一次傳來的訊息太多；什麼也沒做。請稍等。
button-board = 棋盤
button-revoke = 撤銷
page-resign = 認輸
page-resign-sure = 確定認輸這局棋嗎？
page-offer-draw = 提和
page-accept-draw = 同意和棋
page-takeback = 請求悔棋
page-accept-takeback = 同意悔棋
page-decline = 拒絕
page-draw-offered = 已提出和棋。
page-takeback-asked = 已請求悔棋。
page-premove-set = 已預走一步（點擊即可取消）
page-premove-gone = 輪到你時預走的一步已不合規則，未走出。
page-link-missing = 缺少棋盤連結。請在 Discord 中點擊對局下方的 **棋盤** 按鈕取得你自己的連結。
page-analysis-elsewhere = 此棋盤不會啟動分析：請在對局所在頻道使用 /analyse（在主控台中輸入 analyse）。
page-replay = 回放
page-analysis = 分析
page-draw-sure = 向對手提和嗎？
page-takeback-sure = 請求對手允許你悔棋嗎？
launch-no-page = 這個機器人沒有提供棋盤網頁，這裡沒有可開啟的棋盤：對局的棋盤都在聊天中。
page-here = 此刻在場：
activity-not-enabled = 這個機器人沒有設定在 Discord 內開啟棋盤。
activity-bad-code = Discord 沒有確認你的身分：請關閉活動後再開啟一次。
activity-no-instance = Discord 不認得這個活動：請關閉它，再從對局的頻道開啟。
activity-not-in-instance = Discord 的名單上沒有你：請先從頻道加入這個活動。
activity-unreachable = 機器人暫時連不上 Discord，無法讓你進入；請稍後再試。
activity-no-game = 這個頻道還沒下過棋：先用 /挑戰 開局，再開啟棋盤。
activity-sdk-failed = Discord 沒有讓棋盤進來：請關閉活動後再開啟一次。
