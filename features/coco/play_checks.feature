# language: ja
機能: ま～じゃん CoCo 三人麻雀でしてよいこと
  チーはない。北のポンは不可。ホウテイ牌はポン・カンできない。フリテン立直は不可。同順でツモ可。
  送りカンはできない。立直の取り消しは場に1000点供託で可。

  @yaku.nashinashi
  シナリオ: チーはできない
    もし チーで3pを鳴けるか確かめる
    ならば できない

  @tiles.north_in_hand
  シナリオ: 北はポンできない
    もし ポンで4zを鳴けるか確かめる
    ならば できない
    かつ 理由は north_not_callable

  @calls.houtei
  シナリオ: ホウテイ牌はポンできない
    もし ラス牌の5zをポンで鳴けるか確かめる
    ならば できない
    かつ 理由は last_tile

  @riichi.no_furiten_riichi
  シナリオ: フリテン立直ではアガれない
    前提 リーチしている
    もし フリテン own_discard でロンできるか確かめる
    ならば できない
    かつ 違反すると dead_hand

  @riichi.same_turn_tsumo
  シナリオ: 同順のツモアガリはできる
    もし フリテン missed_same_turn でツモできるか確かめる
    ならば できる

  @penalty.false_win
  シナリオ: 誤ロンは流れチョンボ
    もし フリテン own_discard でロンできるか確かめる
    ならば できない
    かつ 違反すると chombo_draw

  @riichi.ankan
  シナリオ: 送りカンはできない
    もし リーチ後の手牌 1111p23p789s11z56s5s で5sをツモって1pを暗カンできるか確かめる
    ならば できない
    かつ 理由は okurikan

  @riichi.cancel
  シナリオ: 立直の取り消しは1000点供託でできる
    もし リーチを取り消せるか確かめる
    ならば できる
    かつ 違反すると deposit_1000
