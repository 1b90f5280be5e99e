# language: ja
機能: 脳スポ！健康麻雀の罰則
  チョンボは親・子に関わらず残り3人に3000点ずつ払い、その局をやり直す（供託点は戻す）。
  南4局に親がチョンボした場合は半荘終了。誤チー・誤ポン・誤カンは1000点を供託して続行。席0が親。

  @penalty.chombo @penalty.chombo_false_win @penalty.chombo_wall @penalty.chombo_false_win_repeat
  シナリオ: 子のチョンボは3人に3000点ずつ
    もし 席3に罰則 chombo を適用する
    ならば 収支は +3000 +3000 +3000 -9000
    かつ 局はやり直しになる
    かつ 親は連荘する

  @penalty.chombo
  シナリオ: 親のチョンボも3000点ずつ
    前提 1本場
    もし 席0に罰則 chombo を適用する
    ならば 収支は -9000 +3000 +3000 +3000
    かつ 次は1本場

  @penalty.chombo
  シナリオ: チョンボの局の供託は戻す
    前提 この局に席1がリーチしている
    もし 席3に罰則 chombo を適用する
    ならば 収支は +3000 +4000 +3000 -9000
    かつ 場の供託の増減は-1000点

  @game.end_dealer_chombo
  シナリオ: 南4局の親のチョンボで半荘終了
    前提 オーラスの局
    もし 席0に罰則 chombo を適用する
    ならば その場で対局が終わる

  @penalty.chombo_bad_riichi
  シナリオ: ノーテンリーチで流局したらチョンボで局をやり直す
    もし 席2に罰則 chombo_draw を適用する
    ならば 収支は +3000 +3000 -9000 +3000
    かつ 局はやり直しになる

  @penalty.false_call
  シナリオ: 誤ポンは1000点を供託して続行
    もし 席1に罰則 false_call を適用する
    ならば 収支は 0 -1000 0 0
    かつ 場の供託の増減は+1000点
    かつ 局は続行になる

  @ambiguous @calls.kuikae
  シナリオ: 打牌前の食い替えは1000点罰符で取り消せる
    罰符の支払先は場（供託）と読む。
    もし 席2に罰則 kuikae を適用する
    ならば 収支は 0 0 -1000 0

  @penalty.dead_hand @penalty.wrong_tile_count @penalty.dead_tile_count @penalty.dead_tile_count_repeat @penalty.dead_peek @penalty.dead_kuikae @penalty.dead_exposure @penalty.wrong_exposure @penalty.dead_false_win @penalty.dead_wrong_draw
  シナリオ: アガリ放棄は点棒が動かない
    もし 席1に罰則 dead_hand を適用する
    ならば 収支は 0 0 0 0
    かつ アガリ放棄になる

  @riichi.karaten
  シナリオ: 空テンリーチで流局したらチョンボで局をやり直す
    前提 この局に席2がリーチしている
    もし 席2に罰則 chombo_draw を適用する
    ならば 収支は +3000 +3000 -8000 +3000
    かつ 場の供託の増減は-1000点
    かつ 局はやり直しになる

  @penalty.chombo_missed
  シナリオ: リーチ後に見逃して流局したらチョンボ
    前提 この局に席1がリーチしている
    もし 席1に罰則 chombo_draw を適用する
    ならば 収支は +3000 -8000 +3000 +3000
    かつ 場の供託の増減は-1000点
    かつ 局はやり直しになる

  @penalty.false_win
  シナリオ: 発声だけの誤ロンはアガリ放棄で流局すればノーテン
    もし 対局でプレイヤー1に罰則 dead_hand を適用する
    かつ 対局で流局しテンパイは プレイヤー0
    ならば 持ち点は 33000 29000 29000 29000
