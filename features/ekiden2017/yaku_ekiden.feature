# language: ja
機能: 麻雀駅伝2017の役と符
  三人麻雀。席1（南家）が東場でアガる。

  @tiles.removed
  シナリオ: 萬子の2から8は抜いてある
    もし 手牌 345m456p789s234s99p、4sでロン
    ならば エラー tile_not_in_set になる

  @yaku.kuitan_atozuke
  シナリオ: チーはできない
    もし 手牌 99m789s234s111z、チー 456p、4sでロン
    ならば エラー meld_not_allowed になる

  @yaku.kuitan_atozuke
  シナリオ: 喰いタンあり
    もし 手牌 456p678s345s88p、ポン 222s、8pでロン
    ならば 役は 断么九

  @calls.north
  シナリオ: 北は手牌で使えない
    前提 状況は リーチ
    もし 手牌 456p789s234s999m44z、4sでロン
    ならば エラー north_not_usable になる

  @calls.north
  シナリオ: 北は小四喜なら手牌で使える
    もし 手牌 111z222z333z44z123p、3pでロン
    ならば 役は 小四喜

  @calls.north
  シナリオ: 北のポンはできない
    もし 手牌 456p789s234s99m、ポン 444z、4sでロン
    ならば エラー meld_not_allowed になる

  @ambiguous @tiles.dora @calls.kan
  シナリオ: 北を抜いた後は嶺上開花にならない
    前提 抜きドラ 1枚
    かつ 状況は 嶺上
    もし 手牌 99m456p789s234s111z、4sでツモ
    ならば エラー flag_conflict になる

  @fu.pairs
  シナリオ: 連風牌の雀頭は2符
    前提 南場
    かつ 状況は リーチ
    もし 手牌 123p456p999s234s22z、4sでロン
    ならば 符の内訳に value_pair 2符がある
    かつ 1翻40符になる

  @fu.pairs
  シナリオ: 役牌単騎はロン4符
    前提 状況は リーチ
    もし 手牌 123p456p789s234s55z、5zでロン
    ならば 符の内訳に value_tanki 4符がある

  @fu.pairs
  シナリオ: 役牌単騎はツモ6符
    前提 状況は リーチ
    もし 手牌 123p456p789s234s55z、5zでツモ
    ならば 符の内訳に value_tanki 6符がある

  @limits.kazoe_renhou
  シナリオ: 人和は倍満で複合しない
    前提 状況は 人和
    もし 手牌 123p456p789s234s99m、4sでロン
    ならば 倍満払いになる

  @limits.double_yakuman
  シナリオ: 国士無双十三面待ちはダブルにならない
    もし 手牌 119m19p19s1234567z、1mでロン
    ならば 役満1倍になる

  @limits.double_yakuman
  シナリオ: 純粋な役満の複合はダブル
    もし 手牌 555z666z111z22z、ポン 777z、2zでロン
    ならば 役満2倍になる

  @calls.kokushi_ankan
  シナリオ: 国士無双の暗槓への槍槓はない
    前提 状況は 槍槓、暗槓への槍槓
    もし 手牌 119m19p19s1234567z、9mでロン
    ならば エラー chankan_ankan_not_allowed になる
