# language: ja
機能: 麻雀大好き 四人麻雀でしてよいこと
  持ち点1000点でリーチ可。ラス牌でのポン・チーは不可。待ちや面子構成が変わる暗カンは不可。

  @game.tobi
  シナリオ: 持ち点1000点でもリーチできる
    もし 持ち点1000点・残りツモ3回でリーチできるか確かめる
    ならば できる

  @calls.last_tile
  シナリオ: ラス牌はポンできない
    もし ラス牌の5zをポンで鳴けるか確かめる
    ならば できない
    かつ 違反すると false_call

  @riichi.ankan_restriction
  シナリオ: 面子構成が変わる暗カンはできない
    もし リーチ後の手牌 1112444m456p789s1m で1mを暗カンできるか確かめる
    ならば できない
    かつ 理由は changes_shape

  @riichi.no_okurikan
  シナリオ: 送りカンはできない
    もし リーチ後の手牌 1111p23p789s11z56s5s で5sをツモって1pを暗カンできるか確かめる
    ならば できない
    かつ 理由は okurikan

  @riichi.furiten
  シナリオ: フリテンリーチでもツモアガリはできる
    前提 リーチしている
    もし フリテン own_discard でツモできるか確かめる
    ならば できる

  @penalty.false_win_open
  シナリオ: フリテンのロンで手牌を見せればチョンボ
    もし フリテン own_discard でロンできるか確かめる
    ならば できない
    かつ 違反すると chombo

  @riichi.missed_win
  シナリオ: リーチ後に見逃した後はロンできない
    前提 リーチしている
    もし フリテン missed_after_riichi でロンできるか確かめる
    ならば できない

  @riichi.missed_win
  シナリオ: リーチ後に見逃してもツモアガリはできる
    前提 リーチしている
    もし フリテン missed_after_riichi でツモできるか確かめる
    ならば できる

  @riichi.same_turn_tsumo
  シナリオ: 同巡内の見逃し後もツモアガリはできる
    もし フリテン missed_same_turn でツモできるか確かめる
    ならば できる

  @riichi.no_cancel
  シナリオ: リーチは取り消せない
    もし リーチを取り消せるか確かめる
    ならば できない
    かつ 理由は no_riichi_cancel

  @calls.no_last_kan
  シナリオ: ラス牌は明カンできない
    もし ラス牌の5zを明カンで鳴けるか確かめる
    ならば できない
    かつ 理由は no_kan_on_last_tile

  @penalty.kuikae
  シナリオ: チーの筋の喰い替えは下家打牌後なら流局時チョンボ、打牌前なら罰符1000点で取り消せる
    もし チーで4mを234mと鳴いた直後に1mを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_suji
    かつ 違反すると chombo_draw
    かつ 取り消すと call_cancel

  @penalty.kuikae
  シナリオ: ポンの喰い替えもできない
    もし ポンで5zを鳴いた直後に5zを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_same_tile
    かつ 違反すると chombo_draw

  @calls.no_last_kan
  シナリオ: ラス牌の一つ前ではカンできない
    もし 残りツモ1枚で暗カンできるか確かめる
    ならば できない
    かつ 理由は no_kan_near_end
    かつ 違反すると false_call

  @calls.no_last_kan
  シナリオ: ラス牌の二つ前ならカンできる
    もし 残りツモ2枚で加カンできるか確かめる
    ならば できる

  @calls.misehai_ron
  シナリオ: 腰・見せ牌の牌が待ちならロンできない
    もし 指摘された見せ牌が待ちにあるときロンできるか確かめる
    ならば できない
    かつ 理由は shown_tile_wait

  @yaku.kokushi13_furiten
  シナリオ: 国士13面待ちはフリテンでも現物以外ならロンできる
    もし 国士13面待ちのフリテンで現物以外の牌をロンできるか確かめる
    ならば できる

  @yaku.kokushi13_furiten
  シナリオ: 国士13面待ちでも現物ではロンできない
    もし 国士13面待ちのフリテンで現物をロンできるか確かめる
    ならば できない
    かつ 理由は furiten_own_discard
