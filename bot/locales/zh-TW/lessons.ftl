## The lessons of /learn: each lesson's title and what a newcomer needs to know for it
## (keys learn-<game>-<lesson> and learn-<game>-<lesson>-intro; bot/src/learn/).

## 美式西洋棋

learn-american-soldier = 士兵
learn-american-soldier-intro = 士兵（鋼盔）向八個方向中的任意一個走一格，和西洋棋的王一樣，吃子也一樣。美式西洋棋裡沒有哪個棋子是王，所以沒有將軍。星落在紅方棋子上，就表示要吃掉它。
learn-american-armor = 裝甲旅
learn-american-armor-intro = 裝甲旅（坦克）的走法同西洋棋的車：沿橫線或豎線經過空格走任意格。它不能跳子，所以要繞過自己的棋子。
learn-american-recon = 偵察營
learn-american-recon-intro = 偵察營（望遠鏡）的走法同西洋棋的象：沿斜線經過空格走任意格，所以它始終停在同一種顏色的格子上。
learn-american-colonel = 上校
learn-american-colonel-intro = 上校（鷹徽）跳到正好相距兩格的 16 個格子中的任意一個：直走兩格、斜走兩格，或像西洋棋的馬那樣跳。什麼都擋不住它，但它永遠不能只走一格。
learn-american-general = 將軍
learn-american-general-intro = 將軍（星徽）的走法同西洋棋的后：沿八個方向經過空格走任意格。勝負取決於將軍，因為只有將軍才能佔住夾道。
learn-american-missile = 飛彈
learn-american-missile-intro = 飛彈（火箭）可以跳到棋盤上任何空格或敵子上，不管中間有什麼，唯獨紅方的底線（第 9 橫列）除外：它永遠不能落在那裡，吃子也不行。第 9 橫列上的目標留給別的棋子。它可以落在你自己的底線（第 1 橫列）上。
learn-american-artillery = 砲兵與炮架
learn-american-artillery-intro = 砲兵（大砲）不吃子時走法同將軍。吃子時，它必須沿直線恰好跳過一個棋子（炮架，哪一方的都行），吃掉炮架後面的第一個棋子。沒有炮架，或隔著兩個棋子，就不能吃：先把一個棋子移進或移出這條線。
learn-american-capture = 吃子
learn-american-capture-intro = 每種棋子都是走到敵子所在的格子上來吃子，被吃的棋子離開棋盤。為每個目標選一個能走到那裡的棋子。
learn-american-promotion = 升變為將軍
learn-american-promotion-intro = 士兵、裝甲旅、上校、偵察營或砲兵走到第 9 橫列（紅方的底線）就立即變成將軍，吃子走到那裡也一樣，如 c8c9。飛彈永遠到不了那裡，將軍則始終是將軍。
learn-american-gauntlet = 佔住夾道
learn-american-gauntlet-intro = 夾道是帶陰影的 e、f、g 三個直行。勝負只在紅方走完之後判定：那時如果只有你在夾道中有將軍，你贏；只有紅方有，紅方贏；雙方都沒有，就是和棋。要確保無論紅方怎麼應，都只有你佔住夾道。
learn-american-pass = 停著
learn-american-pass-intro = 沒有合法著法的一方只能停著，機器人會替它停著。吃掉紅方的最後一個棋子：紅方只能停著，這一回合結束，你在夾道中的將軍就贏了。
learn-american-limit = 50 回合上限
learn-american-limit-intro = 一局最多 50 個完整回合：紅方走完第 50 步後，如果雙方仍都佔著夾道，就是和棋。這裡你贏不了，但可以保住這盤棋：讓你的將軍留在夾道中紅方搆不著的格子上。
learn-american-win2 = 兩步取勝
learn-american-win2-intro = 你每走一步紅方都會應一步，勝負在紅方應完之後判定：最後必須只有你佔住夾道。當心紅方能在第 1 橫列（e1、f1、g1）升變進夾道的棋子，還有第 9 橫列上的將軍：你的飛彈碰不到它。

## 融合西洋棋

learn-amalgamated-prince = 王子
learn-amalgamated-prince-intro = 王子（畫作西洋棋的王）是你的王者棋子：它沿直線走一格，不能斜走，而且必須留在王者通道，即 c–f 直行之內。王子被吃就輸了。星落在黑方棋子上，就表示要吃掉它。
learn-amalgamated-king = 國王
learn-amalgamated-king-intro = 王子過河（第 4 橫列與第 5 橫列之間的藍線）後加冕為國王：此後它可以向任意方向走一格，但仍只能在 c–f 直行內，而且永遠不能退回河的這一邊。升變後的棋子帶有一個小小的 + 標記。
learn-amalgamated-advisor = 謀士與將軍
learn-amalgamated-advisor-intro = 謀士（畫作西洋棋的象）的走法同象。到了敵方半場（第 5–8 橫列）它升變為將軍，還可以向任意方向走一格，如 c4e6 再 e6e7。
learn-amalgamated-elephant = 象與戰象
learn-amalgamated-elephant-intro = 象直走或斜走正好兩格，可以跳過中間的任何棋子。過河後它變成戰象，還可以向任意方向走一格。
learn-amalgamated-horse = 馬與騎士
learn-amalgamated-horse-intro = 馬的走法同西洋棋的馬。過河後它變成騎士，還可以向任意方向走一格。
learn-amalgamated-chariot = 戰車與飛車
learn-amalgamated-chariot-intro = 戰車（畫作西洋棋的車）的走法同車。過河後它變成飛車，還可以斜走一格。
learn-amalgamated-pawn = 兵與士兵
learn-amalgamated-pawn-intro = 兵向前直走一格到空格上，向斜前方一格吃子；它不能一次走兩格。過河後它變成士兵，可以向任意方向走一格或吃子，連後退也行。
learn-amalgamated-demotion = 退回己方
learn-amalgamated-demotion-intro = 升變過的棋子退回己方半場時，一到達就降級，重新按原來的棋子行走：飛車失去斜走的一格，將軍變回謀士，士兵變回兵。
learn-amalgamated-capture = 吃子
learn-amalgamated-capture-intro = 每種棋子都是走到敵子所在的格子上來吃子，被吃的棋子離開棋盤。吃子時過了河的棋子，一到達就升變。
learn-amalgamated-compulsory = 吃掉王子
learn-amalgamated-compulsory-intro = 能吃掉對方的王子時就必須吃：這時只有這些吃法是合法著法，即使你自己的國王正被將軍也一樣，而吃掉王子立即獲勝。
learn-amalgamated-exposure = 王子暴露
learn-amalgamated-exposure-intro = 只要你還有別的著法，就不能走會讓對方吃掉你王子的棋，所以擋在你的王子和敵方戰車之間的棋子不能離開那條線。黑方也一樣：讓黑方只剩會暴露王子的著法，它就只能送出王子。
learn-amalgamated-bare = 光桿王子
learn-amalgamated-bare-intro = 只剩王子的一方立即輸棋。吃掉對方除王子以外的最後一個棋子你就贏了，即使這步棋本來會讓你的國王被將軍。
learn-amalgamated-escape = 解除將軍
learn-amalgamated-escape-intro = 國王（過了河的王子）受到敵子攻擊就是被將軍，必須解除：移動國王、擋住線路或吃掉攻擊的棋子。國王永遠不能走進被將軍的格子，而且國王隔著河也攻擊它周圍的格子。
learn-amalgamated-mate = 一步將死
learn-amalgamated-mate-intro = 將死對方的國王：將軍，並讓它無路可逃。黑方國王在你的半場，不能退回河那邊，也不能離開 c–f 直行，所以它能去的格子很少。
learn-amalgamated-mate2 = 兩步將死
learn-amalgamated-mate2-intro = 找出讓黑方無法防守的第一步，然後將死。機器人會替黑方走最好的應著；其他應著也都會輸。
learn-amalgamated-points = 按子力計分
learn-amalgamated-points-intro = 這種棋沒有和棋：困斃、局面第三次重複、只剩雙方國王，或連續 100 步（半回合）既未吃子也沒有王子加冕，都按子力計分結束，分多者勝（黑方另加 2.5 分）。分值：飛車 13，戰象和騎士 12，將軍 11，戰車 10，謀士 7，士兵和馬 6，象 5，國王 3，兵 2，王子 0。這裡：第一題已經走了 99 步這樣的半回合；第二題可以把黑方困斃；第三題中走 a3a2 之後的局面已經出現過兩次。

## 抽象西洋棋

learn-abstract-one = 1 層疊
learn-abstract-one-intro = 每個棋子都是由 1 到 6 枚棋石疊成的一疊，高度決定它怎麼走；棋盤上把它畫成走法相同的西洋棋棋子，角上標著高度。1 層疊的走法同西洋棋的兵：向前走一格到空格上，向斜前方一格吃子（不能一次走兩格，也不會升變）。星落在黑方棋子上，就表示要吃掉它。
learn-abstract-two = 2 層疊
learn-abstract-two-intro = 2 層疊的走法同西洋棋的馬，可以跳過擋路的任何棋子。
learn-abstract-three = 3 層疊
learn-abstract-three-intro = 3 層疊的走法同西洋棋的象：沿斜線經過空格走任意格。
learn-abstract-four = 4 層疊與 5 層疊
learn-abstract-four-intro = 4 層疊和 5 層疊的走法都同西洋棋的車：沿橫線或豎線經過空格走任意格。
learn-abstract-six = 6 層疊
learn-abstract-six-intro = 6 層疊是最高的一疊，走法同西洋棋的后：沿八個方向經過空格走任意格。
learn-abstract-royal = 王石
learn-abstract-royal-intro = 王石（畫作西洋棋的王）是單獨的一枚棋石，永遠不屬於任何一疊，走法和吃法同西洋棋的王：向任意方向走一格。王石被吃就輸了。
learn-abstract-capture = 吃子
learn-abstract-capture-intro = 吃子就是把你的一疊走到敵方的一疊上：整疊敵子離開棋盤，而你的一疊保持原來的高度，所以吃掉 6 層疊的 1 層疊仍然是 1 層疊。
learn-abstract-transfer = 讓一疊長高
learn-abstract-transfer-intro = 你可以不走棋，而把一疊中的一枚棋石交給緊鄰的己方一疊（周圍 8 格中的任意一格），寫法和著法一樣：d2e2。接受的一疊多了一枚棋石，從你的下一回合起按新高度行走；一疊最多六枚。
learn-abstract-give = 交出棋石
learn-abstract-give-intro = 交出棋石的一疊會變矮：4 層疊交出一枚後成為 3 層疊，按象的走法行走；1 層疊交出唯一的棋石後就消失了。王石永遠不給出也不接受棋石，棋石也永遠不能放到空格上。
learn-abstract-win = 吃掉王石
learn-abstract-win-intro = 吃掉對方的王石就贏了。抽象西洋棋沒有將軍規則：能吃就吃。
learn-abstract-protect = 護住王石
learn-abstract-protect-intro = 沒有將軍規則：你可以把王石留在能被吃的地方，但對方就會吃掉它而獲勝。這裡你的王石正受威脅：用一步既化解威脅、又能在下一回合取勝的棋來應對。
learn-abstract-win2 = 兩步取勝
learn-abstract-win2-intro = 對王石發出黑方無法化解的威脅，然後吃掉它。把一枚棋石交給相鄰的一疊，一回合內就能造出你需要的進攻棋子。
learn-abstract-draws = 守和敗局
learn-abstract-draws-intro = 同一局面（每一疊的高度和輪到哪一方都相同）第三次出現、連續 100 個半回合沒有吃子（把棋石交給己方一疊不算吃子），或者輪到的一方什麼都不能做時，對局為和棋。這裡你已必敗：第一題已經連續 99 個半回合沒有吃子，再走一步不吃子的棋即可；第二題你的王石已在 e1 和 d1 之間往返兩次，黑方的王石在 e8 和 d8 之間往返，再退回 e1 一次。

## 象棋

learn-xiangqi-tank = 車
learn-xiangqi-tank-intro = 象棋的棋子走在線的交叉點上。車沿橫線或豎線經過空點走任意點數，和西洋棋的車一樣，並能吃掉路上遇到的第一個敵子，如 a1a6（中文記法：俥九進五）。星落在黑方棋子上，就表示要吃掉它。
learn-xiangqi-general = 將（帥）與九宮
learn-xiangqi-general-intro = 將（帥）向前、向後或橫著走一個點，永遠不能離開九宮，即畫有斜線的 d1–f3 九個點（如 e1e2，即帥五進一）。把你的帥走到各顆星上，並吃掉闖進你九宮的黑子。
learn-xiangqi-adviser = 士（仕）
learn-xiangqi-adviser-intro = 士（仕）斜走一個點，永遠不能離開九宮，所以只能停在 d1、f1、e2、d3、f3 這五個點上（如 d1e2）。它也能吃掉站在這些點上的敵子。
learn-xiangqi-elephant = 象（相）、象眼與河
learn-xiangqi-elephant-intro = 象（相）斜走正好兩個點（走田字，如 c1a3），永遠不能過河（第 5 橫列與第 6 橫列之間）。中間那個點叫象眼，象眼被塞住就走不了：移開擋路的棋子，或者繞路（擋路的馬先直走一點再向外斜走一點，如 d2b3）。
learn-xiangqi-horse = 馬與馬腿
learn-xiangqi-horse-intro = 馬先直走一個點，再向外斜走一個點（走日字，如 b1c3，即傌八進七）。緊挨著馬、在它直走方向上的那個點叫馬腿，馬腿被絆住就走不了：繞路，或把你自己的棋子從馬腿上移開。
learn-xiangqi-cannon = 炮與炮架
learn-xiangqi-cannon-intro = 炮不吃子時走法同車；吃子時必須恰好隔一個棋子（炮架，哪一方的都行），吃掉炮架後面的第一個棋子。沒有炮架，或隔著兩個棋子，就不能吃：先架起炮架，或移走一個。
learn-xiangqi-soldier = 兵（卒）與河
learn-xiangqi-soldier-intro = 兵（卒）向前走一個點（如 c4c5）；過河後，即在第 6–10 橫列，也可以橫走一個點（如 c6b6）。它永遠不能後退，所以到了底線就只能橫走。
learn-xiangqi-capture = 吃子
learn-xiangqi-capture-intro = 每種棋子都是走到敵子所在的點上來吃子，被吃的棋子離開棋盤；只有炮吃子需要炮架。為每顆星選一個能走到那裡的棋子。
learn-xiangqi-check = 將軍
learn-xiangqi-check-intro = 攻擊黑方的將的著法就是將軍，黑方必須立即應將。走到星上去將軍；炮只有在它和對方的將之間恰好隔著一個炮架時才能將軍。
learn-xiangqi-escape = 解除將軍
learn-xiangqi-escape-intro = 你的帥被將軍了：走一步，讓它不再受到攻擊。可以讓帥避開、擋住線路、吃掉將軍的棋子、塞住對方馬的馬腿，或者改變對方炮的炮架：再加一個棋子，或把你的炮架移走。
learn-xiangqi-flying = 將帥照面
learn-xiangqi-flying-intro = 雙方的將帥不能在同一直行上照面，即中間沒有任何棋子隔開。所以夾在兩者之間的唯一一個棋子不能走開，你的帥不能走到空著的那一直行上；而帥守在自己的直行上，也讓對方的將上不了這一直行。
learn-xiangqi-mate = 一步將死
learn-xiangqi-mate-intro = 將死：將軍，並讓黑方無合法著法可走，你就贏了。找出將死的那一步；守住一直行的帥往往能幫上忙。
learn-xiangqi-mate2 = 兩步將死
learn-xiangqi-mate2-intro = 你的第一步必須讓黑方無法防守：不管黑方怎麼應，你的第二步都能將死。可以找一步不將軍的棋堵住最後的出路，或者用將軍把對方的將趕到能被將死的地方。
learn-xiangqi-stalemate = 困斃判負
learn-xiangqi-stalemate-intro = 在象棋中，無棋可走的一方判負，即使它的將沒有被將軍，所以困斃也是你贏。讓黑方無合法著法可走。
learn-xiangqi-loops = 長將與長捉
learn-xiangqi-loops-intro = 同一局面第三次出現時，如果一方在這一循環中每步都在將軍（長將），或每步都在捉對方無保護或更強的棋子（長捉），而另一方沒有這樣做，這一方就判負。這裡黑方已經這樣循環了兩輪，你的帥在 d1–d2 之間（第一題）或你的車在 a3–c3 之間（第二題）來回：再走一次你這一方的循環著法。
learn-xiangqi-draws = 兩種和棋
learn-xiangqi-draws-intro = 雙方都沒有車、馬、炮、兵（卒）時是和棋；連續 120 步（半回合）沒有吃子也是和棋。局面必敗時，吃掉對方最後一個進攻棋子；第二題已連續 119 步沒有吃子，再走一步不吃子的棋即可。

## 西洋棋 1999

learn-chess1999-jet = 戰鬥機
learn-chess1999-jet-intro = 西洋棋 1999 的棋子走在線的交叉點上。戰鬥機沿橫線或豎線經過空點走任意點數，和西洋棋的車一樣（如 a1a9）。在指揮所（畫有交叉斜線的 3×3 區域：你的是 f1–h3，紅方的是 f11–h13）內，它還可以沿斜線直走（如 f1h3，經過 g2）。星落在紅方棋子上，就表示要吃掉它。
learn-chess1999-bomber = 轟炸機
learn-chess1999-bomber-intro = 轟炸機可以向八個方向中的任意一個走，但每次至少走 4 個點，經過的點都必須是空的（如 a1a5、a5e9）。它永遠不能走短距離：要到近處的點，就先走遠再回來。
learn-chess1999-helicopter = 武裝直升機
learn-chess1999-helicopter-intro = 武裝直升機向八個方向中的任意一個走 1 到 4 個點，經過的點必須是空的（如 a1e5）。要走得更遠，就得走好幾步。
learn-chess1999-tank = 坦克
learn-chess1999-tank-intro = 坦克落在西洋棋的馬能到的點上（如 d4e6），有兩條路可走：先沿它要走兩點的方向直走一點，或先朝目標斜走一點，再走完剩下的一步。只有這兩個第一步的點都被佔住時它才走不了：讓開其中一個（步兵營向前或橫走一個點，如 f6e6）。
learn-chess1999-mrl = 火箭炮
learn-chess1999-mrl-intro = 火箭炮先斜走 3 個點，再沿線直走 1 或 2 個點，轉向只能朝外，不能折回：c1f5 經過 d2、e3、f4，再到 f5。途中它最多可以跳過一個棋子：擋著兩個時，先移開其中一個（步兵營向前或橫走一個點，如 e3d3）。
learn-chess1999-howitzer = 榴彈砲與炮架
learn-chess1999-howitzer-intro = 榴彈砲沿線走，而且每一步，無論吃不吃子，都必須恰好跳過一個棋子，即炮架（如 b3b9 跳過 b5）。它永遠不能用榴彈砲作炮架，也不能吃榴彈砲；在指揮所內，它可以越過中心的炮架從一角跳到對角（f11h13）。步兵營向前或橫走一個點（如 c4b4），可以把它走到需要炮架的地方。
learn-chess1999-infantry = 步兵營
learn-chess1999-infantry-intro = 步兵營（鋼盔）向前或橫著走一個點，永遠不能後退（如 f5f6、f6e6）；在任一方的指揮所內，它還可以沿斜線向前走一個點。走到你的底線（第 13 橫列）時，它立即變成裝甲運兵車，而這輛裝甲運兵車永遠不能再升變。
learn-chess1999-apc = 裝甲運兵車與升變
learn-chess1999-apc-intro = 裝甲運兵車沿線向任意方向直走 1 或 2 個點，中間的點必須是空的（如 a4a6）。走到第 13 橫列時它可以升變：在著法後加 =H 成為武裝直升機，加 =T 成為坦克，加 =M 成為火箭炮（如 m11m13=T）。
learn-chess1999-general = 將軍與指揮所
learn-chess1999-general-intro = 將軍（星徽）沿線走一個點，永遠不能離開指揮所（f1–h3）。斜線只經過中心 g2，所以 g2f1 可以走，g1f2 卻不行。
learn-chess1999-guard = 衛兵
learn-chess1999-guard-intro = 衛兵（盾牌）的走法同將軍，也永遠不能離開指揮所，但它不是王（如 f1g2）。它吃掉的棋子會進入你的手中。
learn-chess1999-drops = 打入
learn-chess1999-drops-intro = 被你的步兵營、裝甲運兵車、衛兵或將軍吃掉的棋子進入你的手中，顯示在棋盤下方你的資訊欄裡。之後你可以不走棋，而把它打入任何空點：寫字母、@ 和點（如 T@k8）。步兵營和裝甲運兵車不能打入第 13 橫列，衛兵只能打入你自己的指揮所，而打入過的棋子（標有 ~）再次被吃時就被消滅。字母：G 衛兵、I 步兵營、A 裝甲運兵車、J 戰鬥機、B 轟炸機、H 武裝直升機、T 坦克、M 火箭炮、W 榴彈砲。
learn-chess1999-check = 將對方一軍
learn-chess1999-check-intro = 攻擊紅方將軍的著法或打入就是將軍，紅方必須立即應將。走到或打入星所在的點去將軍；榴彈砲只有隔著恰好一個炮架才能將軍。
learn-chess1999-escape = 解除將軍
learn-chess1999-escape-intro = 你的將軍正被將軍：走一步或打入一子，讓它不再受到攻擊。可以移動將軍、吃掉將軍的棋子、用走子或打入擋住線路（如 I@g5），或者對付榴彈砲時再加一個炮架或移走原有的炮架。
learn-chess1999-mate = 一步將死
learn-chess1999-mate-intro = 將死：將軍，並讓紅方無合法著法或打入可走，你就贏了。找出將死的那一步；打入也能將死。
learn-chess1999-mate2 = 兩步將死
learn-chess1999-mate2-intro = 你的第一步必須讓紅方無法防守：不管紅方怎麼應，你的第二步都能將死。
learn-chess1999-stalemate = 困斃是和棋
learn-chess1999-stalemate-intro = 一方沒有合法著法或打入可走、而它的將軍並未受到攻擊，就是被困斃，對局為和棋。佔優時要將死對方：吃掉紅方最後一個能動的棋子可能造成困斃。局面必敗時，困斃能挽救這盤棋。
learn-chess1999-draws = 重複局面與著數上限
learn-chess1999-draws-intro = 同一局面第三次出現，或連續 100 步（半回合）沒有吃子、打入或升變，對局也是和棋。這裡你已必敗：第一題已經走了 99 步這樣的半回合，再走一步不吃子的棋即可；第二題你的將軍已在 g1–g2 之間來回兩輪，紅方的將軍在 g11–g12 之間：再退回 g1 一次。
