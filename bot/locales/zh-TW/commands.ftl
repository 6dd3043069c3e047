# 斜線指令（繁體中文）：指令與選項的名稱和說明、選項清單中的選擇。鍵與 en-US 相同。

cmd-challenge = 挑戰
    .description = 在本頻道向他人發起對局挑戰，或挑戰我（電腦）。
cmd-challenge-opponent = 對手
    .description = 你想和誰下（選擇我即與電腦對弈）
cmd-challenge-game = 遊戲
    .description = 哪種棋
cmd-challenge-side = 先後手
    .description = 你執哪一方（預設：隨機）
cmd-challenge-position = 局面
    .description = 從這個局面字串開始，而不是通常的開局
cmd-challenge-level = 難度
    .description = 你挑戰我時我的棋力：1（溫和）到 8（最強）；預設 3
cmd-challenge-thread = 討論串
    .description = 在新的討論串中進行這局（預設：本伺服器的設定）
cmd-challenge-clock = 用時
    .description = 限時對局：每方分鐘數 + 每步加秒數，如 5+3（預設：不限時）

cmd-move = 走棋
    .description = 在本頻道的對局中走一步（輸入時清單會顯示你的合法著法）。
cmd-move-move = 著法
    .description = 你的著法，任何可接受的記法皆可（如 炮二平五）

cmd-resign = 認輸
    .description = 認輸本頻道的對局。
cmd-draw = 提和
    .description = 提議和棋，或接受對手提出的和棋。
cmd-takeback = 悔棋
    .description = 請求對手允許你收回上一步。
cmd-abort = 取消對局
    .description = 取消本頻道的對局，不計結果（雙方都走棋之前，或由管理員取消）。
cmd-claim = 超時判勝
    .description = 對手超過每步時限未走棋時，申請判你獲勝。
cmd-board = 棋盤
    .description = 顯示本頻道對局的棋盤。

cmd-moves = 著法
    .description = 列出本頻道對局的合法著法，或顯示某個棋子能走到哪裡。
cmd-moves-square = 位置
    .description = 一個位置，如 e4：在棋盤上標出該棋子的著法

cmd-rules = 規則
    .description = 一種棋怎麼下，並附開局局面圖。
cmd-rules-game = 遊戲
    .description = 哪種棋

cmd-games = 遊戲列表
    .description = 這裡可以下的棋，以及本伺服器正在進行的對局。

cmd-orientation = 棋盤方向
    .description = 選擇給你看的棋盤朝向（「翻轉」按鈕可翻轉任何一個棋盤）。
cmd-orientation-view = 方向
    .description = 回覆你的棋盤下方顯示哪一方

cmd-pieces = 棋子樣式
    .description = 選擇回覆你的棋盤上某種棋的棋子畫法。
cmd-pieces-game = 遊戲
    .description = 哪種棋
cmd-pieces-style = 樣式
    .description = 給你看的棋子畫法

cmd-history = 歷史
    .description = 已結束和進行中的對局，最新的在前，每頁十局。
cmd-history-player = 玩家
    .description = 只看這位玩家的對局
cmd-history-game = 遊戲
    .description = 只看這種棋
cmd-history-scope = 範圍
    .description = 本伺服器（預設）或本頻道

cmd-show = 查看對局
    .description = 查看任一對局的任一步，並可用按鈕逐步瀏覽。
cmd-show-id = 編號
    .description = 對局編號（見 /歷史）
cmd-show-ply = 步數
    .description = 要顯示的步數（預設：最後一步）

cmd-export = 匯出
    .description = 以檔案形式匯出對局記錄（PGN；象棋為 Fairy-Stockfish 工具可讀的格式）。
cmd-export-id = 編號
    .description = 對局編號（見 /歷史）

cmd-replay = 重播
    .description = 整局棋的動畫，每步一格。
cmd-replay-id = 編號
    .description = 對局編號（見 /歷史）

cmd-analyse = 分析
    .description = 引擎對一局已結束對局的評判：準確率、失誤、更好的著法和形勢圖。
cmd-analyse-id = 編號
    .description = 對局編號（預設：這個頻道最近結束的一局）

cmd-hint = 提示
    .description = 和我下棋時，只給你看的最佳著法（對局記錄會計算提示次數）。

cmd-learn = 學習
    .description = 每種棋的課程，從第一步到第一次將死：/學習 從你上次停下的地方繼續。
cmd-learn-game = 遊戲
    .description = 學哪種棋（預設：你上次學的）
cmd-learn-move = 著法
    .description = 你在目前練習中的著法

cmd-puzzle = 謎題
    .description = 只給你的一道謎題，先出自本伺服器的對局；用 著法: 回答。
cmd-puzzle-game = 遊戲
    .description = 哪種棋（預設：任意）
cmd-puzzle-move = 著法
    .description = 你在目前謎題中的著法

cmd-rating = 等級分
    .description = 某位玩家在本伺服器的等級分和戰績。
cmd-rating-player = 玩家
    .description = 誰的（預設：你的）
cmd-rating-pace = 節奏
    .description = 快棋或通信棋（預設：兩者）

cmd-leaderboard = 排行榜
    .description = 本伺服器某種棋的最佳玩家。
cmd-leaderboard-game = 遊戲
    .description = 哪種棋
cmd-leaderboard-pace = 節奏
    .description = 快棋或通信棋（預設：通信棋）

cmd-settings = 設定
    .description = 本伺服器的設定：提醒、每步時限、棋盤畫法、語言。
cmd-settings-reminder_hours = 提醒小時數
    .description = 輪到玩家走棋多少小時後提醒（0：從不）
cmd-settings-timeout_hours = 每步時限小時數
    .description = 每步可用的小時數，超過後對手可申請判勝
cmd-settings-orientation = 棋盤方向
    .description = 未作選擇的玩家看到的棋盤朝向
cmd-settings-pieces = 棋子樣式
    .description = 未作選擇的玩家看到的棋子畫法
cmd-settings-pieces_game = 樣式適用的遊戲
    .description = 棋子樣式設定適用於哪種棋（不填則適用於所有）
cmd-settings-language = 語言
    .description = 我在本伺服器發文所用的語言（走棋、挑戰、結果）
cmd-settings-threads = 討論串
    .description = 每次挑戰是否在新的討論串中進行對局
cmd-settings-tournaments = 比賽
    .description = 是否任何成員都可以發起比賽（預設：僅限管理者）
cmd-settings-daily_puzzle = 每日謎題
    .description = 每天在這個頻道發一道謎題
cmd-settings-daily_puzzle_hour = 每日謎題時間
    .description = 每日謎題在幾點發（UTC，0-23）；預設 12
cmd-settings-daily_puzzle_off = 關閉每日謎題
    .description = 不再發每日謎題

choice-xiangqi = 象棋
choice-american-chess = 美式西洋棋
choice-amalgamated-chess = 融合西洋棋
choice-abstract-chess = 抽象西洋棋
choice-chess-1999 = 西洋棋 1999
choice-i-move-first = 我先走
choice-i-move-second = 我後走
choice-random = 隨機
choice-side-to-move-at-the-bottom = 輪到走棋的一方在下方
choice-my-side-at-the-bottom = 我方在下方
choice-this-server = 本伺服器
choice-this-channel = 本頻道
choice-chinese-characters-xiangqi = 漢字（象棋）
choice-pictures = 圖案
choice-letters = 字母
choice-the-default = 預設
choice-english = English（英語）
choice-simplified-chinese = 简体中文
choice-traditional-chinese = 繁體中文
choice-the-server-s-discord-language = 伺服器的 Discord 語言
choice-live-with-a-clock = 快棋（限時）
choice-correspondence = 通信棋

cmd-tournament = 比賽
    .description = 比賽：發起、開賽、查看排名、列出比賽、退出。
cmd-tournament-create = 發起
    .description = 在本頻道發起比賽，棋手按按鈕加入（僅限伺服器管理者）。
cmd-tournament-create-game = 棋種
    .description = 哪種棋
cmd-tournament-create-format = 賽制
    .description = 循環賽（人人相遇）或瑞士制（按積分配對）
cmd-tournament-create-rounds = 輪數
    .description = 瑞士制的輪數
cmd-tournament-create-clock = 用時
    .description = 對局用時，如 5+3（預設：通信賽，每輪數天）
cmd-tournament-create-days = 天數
    .description = 通信賽每輪的天數（預設 7）
cmd-tournament-create-starts_in = 開賽時間
    .description = 多少小時後自動開賽（預設：用 /tournament start 開賽）
cmd-tournament-create-name = 名稱
    .description = 比賽名稱
cmd-tournament-create-bot_level = 電腦級別
    .description = 讓我（電腦）以此級別（1-8）參賽，湊足人數
cmd-tournament-start = 開賽
    .description = 現在開始你的比賽（組織者或管理者）。
cmd-tournament-start-id = 編號
    .description = 比賽編號（公告中的 #3）
cmd-tournament-standings = 排名
    .description = 本伺服器某比賽的排名（預設最新的一個）。
cmd-tournament-standings-id = 編號
    .description = 比賽編號
cmd-tournament-list = 列表
    .description = 本伺服器的比賽：進行中的或已結束的。
cmd-tournament-list-past = 已結束
    .description = 改為列出已結束的比賽
cmd-tournament-withdraw = 退出
    .description = 退出你正在參加的比賽：進行中和剩下的對局判負。
cmd-tournament-withdraw-id = 編號
    .description = 比賽編號
choice-round-robin = 單循環
choice-double-round-robin = 雙循環
choice-swiss = 瑞士制
cmd-tournament-show = 查看
    .description = 本伺服器的某個比賽：賽制、棋手和排名。
cmd-tournament-show-id = 編號
    .description = 比賽編號
cmd-tournament-cancel = 取消
    .description = 取消比賽（組織者或管理者）：進行中的對局照常下完。
cmd-tournament-cancel-id = 編號
    .description = 比賽編號
