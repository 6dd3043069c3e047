## The lessons of /learn: each lesson's title and what a newcomer needs to know for it
## (keys learn-<game>-<lesson> and learn-<game>-<lesson>-intro; bot/src/learn/).

## 美式国际象棋

learn-american-soldier = 士兵
learn-american-soldier-intro = 士兵（头盔）向八个方向中的任意一个走一格，和国际象棋的王一样，吃子也一样。美式国际象棋里没有哪个棋子是王，所以没有将军。星落在红方棋子上，就表示要吃掉它。
learn-american-armor = 装甲旅
learn-american-armor-intro = 装甲旅（坦克）的走法同国际象棋的车：沿横线或竖线经过空格走任意格。它不能跳子，所以要绕过自己的棋子。
learn-american-recon = 侦察营
learn-american-recon-intro = 侦察营（望远镜）的走法同国际象棋的象：沿斜线经过空格走任意格，所以它始终停在同一种颜色的格子上。
learn-american-colonel = 上校
learn-american-colonel-intro = 上校（鹰徽）跳到正好相距两格的 16 个格子中的任意一个：直走两格、斜走两格，或像国际象棋的马那样跳。什么都挡不住它，但它永远不能只走一格。
learn-american-general = 将军
learn-american-general-intro = 将军（星徽）的走法同国际象棋的后：沿八个方向经过空格走任意格。胜负取决于将军，因为只有将军才能占住夹道。
learn-american-missile = 导弹
learn-american-missile-intro = 导弹（火箭）可以跳到棋盘上任何空格或敌子上，不管中间有什么，唯独红方的底线（第 9 行）除外：它永远不能落在那里，吃子也不行。第 9 行上的目标留给别的棋子。它可以落在你自己的底线（第 1 行）上。
learn-american-artillery = 炮兵与炮架
learn-american-artillery-intro = 炮兵（大炮）不吃子时走法同将军。吃子时，它必须沿直线恰好跳过一个棋子（炮架，哪一方的都行），吃掉炮架后面的第一个棋子。没有炮架，或隔着两个棋子，就不能吃：先把一个棋子移进或移出这条线。
learn-american-capture = 吃子
learn-american-capture-intro = 每种棋子都是走到敌子所在的格子上来吃子，被吃的棋子离开棋盘。为每个目标选一个能走到那里的棋子。
learn-american-promotion = 升变为将军
learn-american-promotion-intro = 士兵、装甲旅、上校、侦察营或炮兵走到第 9 行（红方的底线）就立即变成将军，吃子走到那里也一样，如 c8c9。导弹永远到不了那里，将军则始终是将军。
learn-american-gauntlet = 占住夹道
learn-american-gauntlet-intro = 夹道是带阴影的 e、f、g 三列。胜负只在红方走完之后判定：那时如果只有你在夹道中有将军，你赢；只有红方有，红方赢；双方都没有，就是和棋。要确保无论红方怎么应，都只有你占住夹道。
learn-american-pass = 停着
learn-american-pass-intro = 没有合法着法的一方只能停着，机器人会替它停着。吃掉红方的最后一个棋子：红方只能停着，这一回合结束，你在夹道中的将军就赢了。
learn-american-limit = 50 回合上限
learn-american-limit-intro = 一局最多 50 个完整回合：红方走完第 50 步后，如果双方仍都占着夹道，就是和棋。这里你赢不了，但可以保住这盘棋：让你的将军留在夹道中红方够不着的格子上。
learn-american-win2 = 两步取胜
learn-american-win2-intro = 你每走一步红方都会应一步，胜负在红方应完之后判定：最后必须只有你占住夹道。当心红方能在第 1 行（e1、f1、g1）升变进夹道的棋子，还有第 9 行上的将军：你的导弹碰不到它。

## 融合国际象棋

learn-amalgamated-prince = 王子
learn-amalgamated-prince-intro = 王子（画作国际象棋的王）是你的王者棋子：它沿直线走一格，不能斜走，而且必须留在王者通道，即 c–f 列之内。王子被吃就输了。星落在黑方棋子上，就表示要吃掉它。
learn-amalgamated-king = 国王
learn-amalgamated-king-intro = 王子过河（第 4 行与第 5 行之间的蓝线）后加冕为国王：此后它可以向任意方向走一格，但仍只能在 c–f 列内，而且永远不能退回河的这一边。升变后的棋子带有一个小小的 + 标记。
learn-amalgamated-advisor = 谋士与将军
learn-amalgamated-advisor-intro = 谋士（画作国际象棋的象）的走法同象。到了敌方半场（第 5–8 行）它升变为将军，还可以向任意方向走一格，如 c4e6 再 e6e7。
learn-amalgamated-elephant = 象与战象
learn-amalgamated-elephant-intro = 象直走或斜走正好两格，可以跳过中间的任何棋子。过河后它变成战象，还可以向任意方向走一格。
learn-amalgamated-horse = 马与骑士
learn-amalgamated-horse-intro = 马的走法同国际象棋的马。过河后它变成骑士，还可以向任意方向走一格。
learn-amalgamated-chariot = 战车与飞车
learn-amalgamated-chariot-intro = 战车（画作国际象棋的车）的走法同车。过河后它变成飞车，还可以斜走一格。
learn-amalgamated-pawn = 兵与士兵
learn-amalgamated-pawn-intro = 兵向前直走一格到空格上，向斜前方一格吃子；它不能一次走两格。过河后它变成士兵，可以向任意方向走一格或吃子，连后退也行。
learn-amalgamated-demotion = 退回己方
learn-amalgamated-demotion-intro = 升变过的棋子退回己方半场时，一到达就降级，重新按原来的棋子行走：飞车失去斜走的一格，将军变回谋士，士兵变回兵。
learn-amalgamated-capture = 吃子
learn-amalgamated-capture-intro = 每种棋子都是走到敌子所在的格子上来吃子，被吃的棋子离开棋盘。吃子时过了河的棋子，一到达就升变。
learn-amalgamated-compulsory = 吃掉王子
learn-amalgamated-compulsory-intro = 能吃掉对方的王子时就必须吃：这时只有这些吃法是合法着法，即使你自己的国王正被将军也一样，而吃掉王子立即获胜。
learn-amalgamated-exposure = 王子暴露
learn-amalgamated-exposure-intro = 只要你还有别的着法，就不能走会让对方吃掉你王子的棋，所以挡在你的王子和敌方战车之间的棋子不能离开那条线。黑方也一样：让黑方只剩会暴露王子的着法，它就只能送出王子。
learn-amalgamated-bare = 光杆王子
learn-amalgamated-bare-intro = 只剩王子的一方立即输棋。吃掉对方除王子以外的最后一个棋子你就赢了，即使这步棋本来会让你的国王被将军。
learn-amalgamated-escape = 解除将军
learn-amalgamated-escape-intro = 国王（过了河的王子）受到敌子攻击就是被将军，必须解除：移动国王、挡住线路或吃掉攻击的棋子。国王永远不能走进被将军的格子，而且国王隔着河也攻击它周围的格子。
learn-amalgamated-mate = 一步将死
learn-amalgamated-mate-intro = 将死对方的国王：将军，并让它无路可逃。黑方国王在你的半场，不能退回河那边，也不能离开 c–f 列，所以它能去的格子很少。
learn-amalgamated-mate2 = 两步将死
learn-amalgamated-mate2-intro = 找出让黑方无法防守的第一步，然后将死。机器人会替黑方走最好的应着；其他应着也都会输。
learn-amalgamated-points = 按子力计分
learn-amalgamated-points-intro = 这种棋没有和棋：困毙、局面第三次重复、只剩双方国王，或连续 100 步（半回合）既未吃子也没有王子加冕，都按子力计分结束，分多者胜（黑方另加 2.5 分）。分值：飞车 13，战象和骑士 12，将军 11，战车 10，谋士 7，士兵和马 6，象 5，国王 3，兵 2，王子 0。这里：第一题已经走了 99 步这样的半回合；第二题可以把黑方困毙；第三题中走 a3a2 之后的局面已经出现过两次。

## 抽象国际象棋

learn-abstract-one = 1 层叠
learn-abstract-one-intro = 每个棋子都是由 1 到 6 枚棋石叠成的一叠，高度决定它怎么走；棋盘上把它画成走法相同的国际象棋棋子，角上标着高度。1 层叠的走法同国际象棋的兵：向前走一格到空格上，向斜前方一格吃子（不能一次走两格，也不会升变）。星落在黑方棋子上，就表示要吃掉它。
learn-abstract-two = 2 层叠
learn-abstract-two-intro = 2 层叠的走法同国际象棋的马，可以跳过挡路的任何棋子。
learn-abstract-three = 3 层叠
learn-abstract-three-intro = 3 层叠的走法同国际象棋的象：沿斜线经过空格走任意格。
learn-abstract-four = 4 层叠与 5 层叠
learn-abstract-four-intro = 4 层叠和 5 层叠的走法都同国际象棋的车：沿横线或竖线经过空格走任意格。
learn-abstract-six = 6 层叠
learn-abstract-six-intro = 6 层叠是最高的一叠，走法同国际象棋的后：沿八个方向经过空格走任意格。
learn-abstract-royal = 王石
learn-abstract-royal-intro = 王石（画作国际象棋的王）是单独的一枚棋石，永远不属于任何一叠，走法和吃法同国际象棋的王：向任意方向走一格。王石被吃就输了。
learn-abstract-capture = 吃子
learn-abstract-capture-intro = 吃子就是把你的一叠走到敌方的一叠上：整叠敌子离开棋盘，而你的一叠保持原来的高度，所以吃掉 6 层叠的 1 层叠仍然是 1 层叠。
learn-abstract-transfer = 让一叠长高
learn-abstract-transfer-intro = 你可以不走棋，而把一叠中的一枚棋石交给紧邻的己方一叠（周围 8 格中的任意一格），写法和着法一样：d2e2。接受的一叠多了一枚棋石，从你的下一回合起按新高度行走；一叠最多六枚。
learn-abstract-give = 交出棋石
learn-abstract-give-intro = 交出棋石的一叠会变矮：4 层叠交出一枚后成为 3 层叠，按象的走法行走；1 层叠交出唯一的棋石后就消失了。王石永远不给出也不接受棋石，棋石也永远不能放到空格上。
learn-abstract-win = 吃掉王石
learn-abstract-win-intro = 吃掉对方的王石就赢了。抽象国际象棋没有将军规则：能吃就吃。
learn-abstract-protect = 护住王石
learn-abstract-protect-intro = 没有将军规则：你可以把王石留在能被吃的地方，但对方就会吃掉它而获胜。这里你的王石正受威胁：用一步既化解威胁、又能在下一回合取胜的棋来应对。
learn-abstract-win2 = 两步取胜
learn-abstract-win2-intro = 对王石发出黑方无法化解的威胁，然后吃掉它。把一枚棋石交给相邻的一叠，一回合内就能造出你需要的进攻棋子。
learn-abstract-draws = 守和败局
learn-abstract-draws-intro = 同一局面（每一叠的高度和轮到哪一方都相同）第三次出现、连续 100 个半回合没有吃子（把棋石交给己方一叠不算吃子），或者轮到的一方什么都不能做时，对局为和棋。这里你已必败：第一题已经连续 99 个半回合没有吃子，再走一步不吃子的棋即可；第二题你的王石已在 e1 和 d1 之间往返两次，黑方的王石在 e8 和 d8 之间往返，再退回 e1 一次。

## 象棋

learn-xiangqi-tank = 车
learn-xiangqi-tank-intro = 象棋的棋子走在线的交叉点上。车沿横线或竖线经过空点走任意点数，和国际象棋的车一样，并能吃掉路上遇到的第一个敌子，如 a1a6（中文记法：车九进五）。星落在黑方棋子上，就表示要吃掉它。
learn-xiangqi-general = 将（帅）与九宫
learn-xiangqi-general-intro = 将（帅）向前、向后或横着走一个点，永远不能离开九宫，即画有斜线的 d1–f3 九个点（如 e1e2，即帅五进一）。把你的帅走到各颗星上，并吃掉闯进你九宫的黑子。
learn-xiangqi-adviser = 士（仕）
learn-xiangqi-adviser-intro = 士（仕）斜走一个点，永远不能离开九宫，所以只能停在 d1、f1、e2、d3、f3 这五个点上（如 d1e2）。它也能吃掉站在这些点上的敌子。
learn-xiangqi-elephant = 象（相）、象眼与河
learn-xiangqi-elephant-intro = 象（相）斜走正好两个点（走田字，如 c1a3），永远不能过河（第 5 行与第 6 行之间）。中间那个点叫象眼，象眼被塞住就走不了：移开挡路的棋子，或者绕路（挡路的马先直走一点再向外斜走一点，如 d2b3）。
learn-xiangqi-horse = 马与马腿
learn-xiangqi-horse-intro = 马先直走一个点，再向外斜走一个点（走日字，如 b1c3，即马八进七）。紧挨着马、在它直走方向上的那个点叫马腿，马腿被绊住就走不了：绕路，或把你自己的棋子从马腿上移开。
learn-xiangqi-cannon = 炮与炮架
learn-xiangqi-cannon-intro = 炮不吃子时走法同车；吃子时必须恰好隔一个棋子（炮架，哪一方的都行），吃掉炮架后面的第一个棋子。没有炮架，或隔着两个棋子，就不能吃：先架起炮架，或移走一个。
learn-xiangqi-soldier = 兵（卒）与河
learn-xiangqi-soldier-intro = 兵（卒）向前走一个点（如 c4c5）；过河后，即在第 6–10 行，也可以横走一个点（如 c6b6）。它永远不能后退，所以到了底线就只能横走。
learn-xiangqi-capture = 吃子
learn-xiangqi-capture-intro = 每种棋子都是走到敌子所在的点上来吃子，被吃的棋子离开棋盘；只有炮吃子需要炮架。为每颗星选一个能走到那里的棋子。
learn-xiangqi-check = 将军
learn-xiangqi-check-intro = 攻击黑方的将的着法就是将军，黑方必须立即应将。走到星上去将军；炮只有在它和对方的将之间恰好隔着一个炮架时才能将军。
learn-xiangqi-escape = 解除将军
learn-xiangqi-escape-intro = 你的帅被将军了：走一步，让它不再受到攻击。可以让帅避开、挡住线路、吃掉将军的棋子、塞住对方马的马腿，或者改变对方炮的炮架：再加一个棋子，或把你的炮架移走。
learn-xiangqi-flying = 将帅照面
learn-xiangqi-flying-intro = 双方的将帅不能在同一列上照面，即中间没有任何棋子隔开。所以夹在两者之间的唯一一个棋子不能走开，你的帅不能走到空着的那一列上；而帅守在自己的列上，也让对方的将上不了这一列。
learn-xiangqi-mate = 一步将死
learn-xiangqi-mate-intro = 将死：将军，并让黑方无合法着法可走，你就赢了。找出将死的那一步；守住一列的帅往往能帮上忙。
learn-xiangqi-mate2 = 两步将死
learn-xiangqi-mate2-intro = 你的第一步必须让黑方无法防守：不管黑方怎么应，你的第二步都能将死。可以找一步不将军的棋堵住最后的出路，或者用将军把对方的将赶到能被将死的地方。
learn-xiangqi-stalemate = 困毙判负
learn-xiangqi-stalemate-intro = 在象棋中，无棋可走的一方判负，即使它的将没有被将军，所以困毙也是你赢。让黑方无合法着法可走。
learn-xiangqi-loops = 长将与长捉
learn-xiangqi-loops-intro = 同一局面第三次出现时，如果一方在这一循环中每步都在将军（长将），或每步都在捉对方无保护或更强的棋子（长捉），而另一方没有这样做，这一方就判负。这里黑方已经这样循环了两轮，你的帅在 d1–d2 之间（第一题）或你的车在 a3–c3 之间（第二题）来回：再走一次你这一方的循环着法。
learn-xiangqi-draws = 两种和棋
learn-xiangqi-draws-intro = 双方都没有车、马、炮、兵（卒）时是和棋；连续 120 步（半回合）没有吃子也是和棋。局面必败时，吃掉对方最后一个进攻棋子；第二题已连续 119 步没有吃子，再走一步不吃子的棋即可。

## 国际象棋 1999

learn-chess1999-jet = 战斗机
learn-chess1999-jet-intro = 国际象棋 1999 的棋子走在线的交叉点上。战斗机沿横线或竖线经过空点走任意点数，和国际象棋的车一样（如 a1a9）。在指挥所（画有交叉斜线的 3×3 区域：你的是 f1–h3，红方的是 f11–h13）内，它还可以沿斜线直走（如 f1h3，经过 g2）。星落在红方棋子上，就表示要吃掉它。
learn-chess1999-bomber = 轰炸机
learn-chess1999-bomber-intro = 轰炸机可以向八个方向中的任意一个走，但每次至少走 4 个点，经过的点都必须是空的（如 a1a5、a5e9）。它永远不能走短距离：要到近处的点，就先走远再回来。
learn-chess1999-helicopter = 武装直升机
learn-chess1999-helicopter-intro = 武装直升机向八个方向中的任意一个走 1 到 4 个点，经过的点必须是空的（如 a1e5）。要走得更远，就得走好几步。
learn-chess1999-tank = 坦克
learn-chess1999-tank-intro = 坦克落在国际象棋的马能到的点上（如 d4e6），有两条路可走：先沿它要走两点的方向直走一点，或先朝目标斜走一点，再走完剩下的一步。只有这两个第一步的点都被占住时它才走不了：让开其中一个（步兵营向前或横走一个点，如 f6e6）。
learn-chess1999-mrl = 火箭炮
learn-chess1999-mrl-intro = 火箭炮先斜走 3 个点，再沿线直走 1 或 2 个点，转向只能朝外，不能折回：c1f5 经过 d2、e3、f4，再到 f5。途中它最多可以跳过一个棋子：挡着两个时，先移开其中一个（步兵营向前或横走一个点，如 e3d3）。
learn-chess1999-howitzer = 榴弹炮与炮架
learn-chess1999-howitzer-intro = 榴弹炮沿线走，而且每一步，无论吃不吃子，都必须恰好跳过一个棋子，即炮架（如 b3b9 跳过 b5）。它永远不能用榴弹炮作炮架，也不能吃榴弹炮；在指挥所内，它可以越过中心的炮架从一角跳到对角（f11h13）。步兵营向前或横走一个点（如 c4b4），可以把它走到需要炮架的地方。
learn-chess1999-infantry = 步兵营
learn-chess1999-infantry-intro = 步兵营（头盔）向前或横着走一个点，永远不能后退（如 f5f6、f6e6）；在任一方的指挥所内，它还可以沿斜线向前走一个点。走到你的底线（第 13 行）时，它立即变成装甲运兵车，而这辆装甲运兵车永远不能再升变。
learn-chess1999-apc = 装甲运兵车与升变
learn-chess1999-apc-intro = 装甲运兵车沿线向任意方向直走 1 或 2 个点，中间的点必须是空的（如 a4a6）。走到第 13 行时它可以升变：在着法后加 =H 成为武装直升机，加 =T 成为坦克，加 =M 成为火箭炮（如 m11m13=T）。
learn-chess1999-general = 将军与指挥所
learn-chess1999-general-intro = 将军（星徽）沿线走一个点，永远不能离开指挥所（f1–h3）。斜线只经过中心 g2，所以 g2f1 可以走，g1f2 却不行。
learn-chess1999-guard = 卫兵
learn-chess1999-guard-intro = 卫兵（盾牌）的走法同将军，也永远不能离开指挥所，但它不是王（如 f1g2）。它吃掉的棋子会进入你的手中。
learn-chess1999-drops = 打入
learn-chess1999-drops-intro = 被你的步兵营、装甲运兵车、卫兵或将军吃掉的棋子进入你的手中，显示在棋盘下方你的信息栏里。之后你可以不走棋，而把它打入任何空点：写字母、@ 和点（如 T@k8）。步兵营和装甲运兵车不能打入第 13 行，卫兵只能打入你自己的指挥所，而打入过的棋子（标有 ~）再次被吃时就被消灭。字母：G 卫兵、I 步兵营、A 装甲运兵车、J 战斗机、B 轰炸机、H 武装直升机、T 坦克、M 火箭炮、W 榴弹炮。
learn-chess1999-check = 将对方一军
learn-chess1999-check-intro = 攻击红方将军的着法或打入就是将军，红方必须立即应将。走到或打入星所在的点去将军；榴弹炮只有隔着恰好一个炮架才能将军。
learn-chess1999-escape = 解除将军
learn-chess1999-escape-intro = 你的将军正被将军：走一步或打入一子，让它不再受到攻击。可以移动将军、吃掉将军的棋子、用走子或打入挡住线路（如 I@g5），或者对付榴弹炮时再加一个炮架或移走原有的炮架。
learn-chess1999-mate = 一步将死
learn-chess1999-mate-intro = 将死：将军，并让红方无合法着法或打入可走，你就赢了。找出将死的那一步；打入也能将死。
learn-chess1999-mate2 = 两步将死
learn-chess1999-mate2-intro = 你的第一步必须让红方无法防守：不管红方怎么应，你的第二步都能将死。
learn-chess1999-stalemate = 困毙是和棋
learn-chess1999-stalemate-intro = 一方没有合法着法或打入可走、而它的将军并未受到攻击，就是被困毙，对局为和棋。占优时要将死对方：吃掉红方最后一个能动的棋子可能造成困毙。局面必败时，困毙能挽救这盘棋。
learn-chess1999-draws = 重复局面与着数上限
learn-chess1999-draws-intro = 同一局面第三次出现，或连续 100 步（半回合）没有吃子、打入或升变，对局也是和棋。这里你已必败：第一题已经走了 99 步这样的半回合，再走一步不吃子的棋即可；第二题你的将军已在 g1–g2 之间来回两轮，红方的将军在 g11–g12 之间：再退回 g1 一次。
