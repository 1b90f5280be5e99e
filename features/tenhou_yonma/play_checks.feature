# language: ja
機能: 天鳳四麻でしてよいこと
  リーチは持ち点1000点以上で自分のツモがまだ残っているとき。河底牌は鳴けず、海底でカンもできない。
  フリテンリーチは可（ツモのみ）。リーチ後の暗槓は待ちが変わらず送り槓でないときだけ。

  @riichi.conditions
  シナリオ: 1000点未満ではリーチできない
    もし 持ち点900点・残りツモ5回でリーチできるか確かめる
    ならば できない
    かつ 理由は not_enough_points

  @riichi.conditions
  シナリオ: 1000点ちょうどで次のツモが残っていればリーチできる
    もし 持ち点1000点・残りツモ1回でリーチできるか確かめる
    ならば できる

  @riichi.conditions
  シナリオ: 自分のツモが残っていなければリーチできない
    もし 持ち点25000点・残りツモ0回でリーチできるか確かめる
    ならば できない
    かつ 理由は no_draw_left

  @riichi.conditions
  シナリオ: リーチは取り消せない
    もし リーチを取り消せるか確かめる
    ならば できない
    かつ 理由は no_riichi_cancel

  @calls.priority
  シナリオ: 最後の捨て牌はポンできない
    もし ラス牌の5zをポンで鳴けるか確かめる
    ならば できない
    かつ 理由は last_tile

  @calls.priority
  シナリオ: 最後の捨て牌で大明槓はできない
    もし ラス牌の5zを明カンで鳴けるか確かめる
    ならば できない
    かつ 理由は no_kan_on_last_tile

  @riichi.furiten
  シナリオ: フリテンリーチはツモならアガれる
    前提 リーチしている
    もし フリテン own_discard でツモできるか確かめる
    ならば できる

  @riichi.furiten @flow.furiten
  シナリオ: フリテンリーチでロンはできない
    前提 リーチしている
    もし フリテン own_discard でロンできるか確かめる
    ならば できない
    かつ 理由は furiten_own_discard

  @riichi.furiten @flow.furiten
  シナリオ: リーチ後に見逃すとその局はロンできない
    前提 リーチしている
    もし フリテン missed_after_riichi でロンできるか確かめる
    ならば できない
    かつ 理由は furiten_missed_after_riichi

  @riichi.furiten
  シナリオ: リーチ後に見逃してもツモならアガれる
    前提 リーチしている
    もし フリテン missed_after_riichi でツモできるか確かめる
    ならば できる

  @flow.furiten
  シナリオ: 自分の捨て牌に当たり牌があればロンできない
    もし フリテン own_discard でロンできるか確かめる
    ならば できない
    かつ 理由は furiten_own_discard

  @flow.furiten
  シナリオ: 見逃した同じ巡目はロンできない
    もし フリテン missed_same_turn でロンできるか確かめる
    ならば できない
    かつ 理由は furiten_missed_same_turn

  @flow.furiten
  シナリオ: フリテンでなければロンできる
    もし フリテン なし でロンできるか確かめる
    ならば できる

  @riichi.ankan
  シナリオ: ツモった牌で待ちの変わらない暗槓はできる
    もし リーチ後の手牌 1111m456p789p345s9s で1mを暗カンできるか確かめる
    ならば できる

  @riichi.ankan
  シナリオ: 待ちが変わる暗槓はできない
    もし リーチ後の手牌 111123p456s789s99m で1pを暗カンできるか確かめる
    ならば できない
    かつ 理由は changes_waits

  @riichi.ankan
  シナリオ: 送り槓はできない
    もし リーチ後の手牌 1111p23p456s789s9m5s で5sをツモって1pを暗カンできるか確かめる
    ならば できない
    かつ 理由は okurikan

  @draw.keishiki_tenpai
  シナリオ: 役のないテンパイも流局時にテンパイと認める
    もし 流局時に役なしの聴牌を申告する
    ならば できる

  @draw.keishiki_tenpai
  シナリオ: 待ち牌4枚を自分で使っているテンパイは認めない
    もし 流局時に自分で4枚使っている待ちの聴牌を申告する
    ならば できない
    かつ 理由は own_four

  @calls.kuikae
  シナリオ: 4mを56mでチーした直後に筋の7mは切れない
    もし チーで4mを456mと鳴いた直後に7mを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_suji

  @calls.kuikae
  シナリオ: 4mを23mでチーした直後に筋の1mは切れない
    もし チーで4mを234mと鳴いた直後に1mを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_suji

  @calls.kuikae
  シナリオ: チーした牌そのものは切れない
    もし チーで4mを456mと鳴いた直後に4mを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_same_tile

  @calls.kuikae
  シナリオ: 嵌張でチーしたなら筋の牌は切れる
    4mを35mでチーした形には筋の食い替えがない。
    もし チーで4mを345mと鳴いた直後に1mを切れるか確かめる
    ならば できる

  @calls.kuikae
  シナリオ: ポンした牌そのものは切れない
    もし ポンで5zを鳴いた直後に5zを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_same_tile

  @calls.priority
  シナリオ: 海底牌ではカンできない
    もし 残りツモ0枚で暗カンできるか確かめる
    ならば できない
    かつ 理由は no_kan_on_last_tile

  @calls.priority
  シナリオ: 海底の一つ前ならカンできる
    もし 残りツモ1枚で加カンできるか確かめる
    ならば できる
