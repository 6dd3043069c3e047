## 課程（/學習）。各課的標題和說明在通用文字之後。

learn-title = { $game } · { $lesson } · 第 { $number } 題，共 { $total } 題
learn-changed = 你開始做這道題之後，它已經改過了；這是它的開頭。
learn-going = 你正在做這道題：
learn-goal-stars = { $side }走：走到每一顆星（還剩 { $left } 顆），{ $par } 步以內得三顆星。對方不走棋。
learn-goal-win = { $side }走：{ $par } 步之內取勝。
learn-goal-draw = { $side }走：{ $par } 步之內走成和棋。
learn-goal-escape = { $side }走：你被將軍了，設法解除。
learn-back = ◀ 上一題
learn-again = 重新開始
learn-next = 跳過 ▶
learn-how = { $how }
how-learn-discord = 用 /學習 著法: 走棋（輸入時會列出合法著法）。
how-learn-console = 輸入你的著法（moves 列出合法著法；again、back、next 換題）。
learn-moved = { $played }。
learn-star = { $played }：拿到一顆星。
learn-answered = { $played }，對方應以 { $reply }。
learn-solved = { $played }：用了 { $used } 步完成（標準 { $par } 步）：{ $stars }
learn-failed = { $played }：這次沒成功。{ $why }從頭再來：
learn-failed-answered = 對方應以 { $reply }，守住了。
learn-failed-not-yet = 步數用完了，目標還沒達到。
learn-failed-ended = 棋局以別的方式結束了。
learn-path-done = 這是{ $game }的最後一題：全部課程都完成了。用 /學習 遊戲: 開始另一種棋的課程。
learn-overview = 每種棋的課程，從第一步走到第一次將死。用 /學習 遊戲: 開始。
learn-finished = 完成了{ $game }的全部課程：{ $stars }/{ $most } 顆星。
learn-overview-game = { $game }：完成 { $solved }/{ $total } 題，{ $stars }/{ $most } 顆星。
refusal-learn-none = 這種棋還沒有課程。
refusal-learn-none-going = 你現在沒有在做的題：用 /學習 開始。
refusal-learn-broken = 這一課無法顯示，已通知管理者。
refusal-learn-unanswerable = 這道題裡對方從不走棋，所以對方必須應對的著法（將軍），或在拿到最後一顆星之前就結束棋局的著法，在這裡不能走：換一種走法。
learn-board-link = 你的{ $game }課程棋盤：{ $link }
    這個連結只屬於你：拿到它的人都能以你的身分學習。它在 { $until } 之前有效；按**撤銷**可立即作廢。
learn-link-revoked = { $count ->
    [0] 你沒有可用的課程連結。
   *[other] 你的 { $count } 個課程連結已作廢。
}
refusal-lessons-link-revoked = 這個課程連結已被撤銷。請按題目下方的**棋盤**（/學習）取得新連結。
refusal-lessons-link-expired = 這個課程連結已過期。請按題目下方的**棋盤**（/學習）取得新連結。
